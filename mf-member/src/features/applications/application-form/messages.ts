import { defineMessages } from '@portal/web-kit/i18n';

/** The texts of spec §5 and §8 for the application form, verbatim, and this screen's own. */
export const applicationFormMessages = defineMessages({
  title: {
    id: 'member.applicationForm.title',
    defaultMessage: 'Grant Application',
    description: "Heading of a grant's application form while the grant is not loaded yet",
  },
  loading: {
    id: 'member.applicationForm.loading',
    defaultMessage: 'Loading the grant…',
    description: 'Shown while the grant loads',
  },
  loadFailed: {
    id: 'member.applicationForm.loadFailed',
    defaultMessage: 'Error fetching grant details',
    description: 'When the grant could not be loaded (spec §8)',
  },
  notFoundTitle: {
    id: 'member.applicationForm.notFoundTitle',
    defaultMessage: 'Grant not found',
    description: 'Heading when the grant cannot be applied to',
  },
  notFound: {
    id: 'member.applicationForm.notFound',
    defaultMessage:
      'This grant is not open for applications, or there is no grant at this address. It may have been closed or deleted.',
    description: 'When the grant cannot be applied to',
  },
  backToGrants: {
    id: 'member.applicationForm.backToGrants',
    defaultMessage: 'Back to grants',
    description: 'A link back to the grants open for applications',
  },
  closes: {
    id: 'member.applicationForm.closes',
    defaultMessage: 'Closes {date}',
    description: "Above the form: the grant's close date; {date} is the date",
  },
  preview: {
    id: 'member.applicationForm.preview',
    defaultMessage: 'Preview Application',
    description:
      "The form's main button: it checks the answers, saves the draft and opens the preview, where the final Submit is",
  },
  previewing: {
    id: 'member.applicationForm.previewing',
    defaultMessage: 'Saving...',
    description: 'That button while it saves',
  },
  saveDraft: {
    id: 'member.applicationForm.saveDraft',
    defaultMessage: 'Save draft',
    description: 'The button that saves the answers on the portal, to finish later',
  },
  savingDraft: {
    id: 'member.applicationForm.savingDraft',
    defaultMessage: 'Saving draft...',
    description: 'That button while it saves',
  },
  draftSaved: {
    id: 'member.applicationForm.draftSaved',
    defaultMessage:
      '{timeEndsSentence, select, yes {Draft saved {time} You can finish it on any device: it is listed under Apply for a Grant and My Applications.} other {Draft saved {time}. You can finish it on any device: it is listed under Apply for a Grant and My Applications.}}',
    description:
      'After Save draft; {time} is the date and time. {timeEndsSentence} is yes when the time already ends with a period (4:30 p.m.): then no second period',
  },
  draftSaveFailed: {
    id: 'member.applicationForm.draftSaveFailed',
    defaultMessage: 'Error saving draft',
    description: 'When the draft could not be saved and the portal gave no reason (spec §8)',
  },
  filesNotSaved: {
    id: 'member.applicationForm.filesNotSaved',
    defaultMessage:
      '{count, plural, one {Your answers are saved, but this file was not uploaded: {names}. The reason is shown by each file under "Uploading your files". Choose it again, then save.} other {Your answers are saved, but these files were not uploaded: {names}. The reason is shown by each file under "Uploading your files". Choose them again, then save.}}',
    description:
      'When files did not arrive after a save; {count} is how many, {names} their file names. "Uploading your files" is the heading of the upload panel',
  },
  loadingDraft: {
    id: 'member.applicationForm.loadingDraft',
    defaultMessage: 'Loading your saved draft…',
    description: "Shown while the member's draft loads",
  },
  serverDraft: {
    id: 'member.applicationForm.serverDraft',
    defaultMessage:
      '{timeEndsSentence, select, yes {We put back the draft you saved {time}} other {We put back the draft you saved {time}.}}',
    description:
      'When the form starts from the draft saved on the portal; {time} is when. {timeEndsSentence} is yes when the time already ends with a period',
  },
  browserNewer: {
    id: 'member.applicationForm.browserNewer',
    defaultMessage:
      'The answers kept in this browser ({keptAt}) are newer than your saved draft ({savedAt}), so they are shown. Save draft to keep them for any device.',
    description:
      "When this browser's answers are newer than the portal's draft; {keptAt} and {savedAt} are dates and times",
  },
  serverUnavailableKept: {
    id: 'member.applicationForm.serverUnavailableKept',
    defaultMessage:
      'Your saved draft could not be loaded right now, so the answers kept in this browser ({keptAt}) are shown.',
    description:
      'When the draft could not be loaded; {keptAt} is when this browser kept its answers',
  },
  serverUnavailable: {
    id: 'member.applicationForm.serverUnavailable',
    defaultMessage:
      'Your saved draft could not be loaded right now. What you type is kept in this browser.',
    description: 'When the draft could not be loaded and this browser kept nothing',
  },
  answersKeptOnly: {
    id: 'member.applicationForm.answersKeptOnly',
    defaultMessage: 'Your answers are still here, and kept in this browser.',
    description: 'After a failed save',
  },
  notOpenYet: {
    id: 'member.applicationForm.notOpenYet',
    defaultMessage: 'Applications will open on {date}.',
    description: 'Before the grant opens (spec §2); {date} is the open date',
  },
  closed: {
    id: 'member.applicationForm.closed',
    defaultMessage: 'Applications closed on {date}.',
    description: 'After the grant closed (spec §2); {date} is the close date',
  },
  stillTakesApplications: {
    id: 'member.applicationForm.stillTakesApplications',
    defaultMessage: 'You can still fill in and submit this form.',
    description: 'Follows the two sentences above',
  },
  restored: {
    id: 'member.applicationForm.restored',
    defaultMessage:
      'We put back the answers you typed (last kept {time}). Any files must be chosen again.',
    description: "When the form starts from this browser's answers; {time} is when they were kept",
  },
  notKeeping: {
    id: 'member.applicationForm.notKeeping',
    defaultMessage:
      'This browser is not keeping your answers while you type (its storage is full or switched off): submit before you leave this page.',
    description: 'Under the form when the browser cannot keep the answers',
  },
  keptWhileTyping: {
    id: 'member.applicationForm.keptWhileTyping',
    defaultMessage:
      'Your answers are kept in this browser as you type. Save draft keeps them, and your files, on the portal for any device.',
    description: 'Under the form',
  },
  alreadyApplied: {
    id: 'member.applicationForm.alreadyApplied',
    defaultMessage:
      'You have already applied to this grant: your application is {reference}. This grant takes one application per member; you can apply again only if you withdraw that one.',
    description:
      "In place of the form when the member may not apply again; {reference} is their application's reference (EDU-2026-000123)",
  },
  openApplication: {
    id: 'member.applicationForm.openApplication',
    defaultMessage: 'Open your application',
    description: "A link to the member's application, under that sentence",
  },
  aboutGrant: {
    id: 'member.applicationForm.aboutGrant',
    defaultMessage: 'About this grant',
    description: "The grant's description above the form, as screen readers name it",
  },
  problemLink: {
    id: 'member.applicationForm.problemLink',
    defaultMessage: '{label} — {problem}',
    description:
      'A link in the list of problems at the top of the form: {label} is the question, {problem} what is wrong (a sentence)',
  },
  problemSummary: {
    id: 'member.applicationForm.problemSummary',
    defaultMessage: '{label}: {problem}',
    description:
      "The summary's sentence when no required answer is missing: {label} is the first question with a problem, {problem} what is wrong",
  },
});
