import { tooLongMessage } from '@portal/contract/applications';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  portalLocale,
  portalTimeZone,
} from '@portal/web-kit';

/** The texts of spec §5 and §8 for the application form, verbatim, and this screen's own. */
export const applicationFormTexts = {
  /** Spec §8. */
  loadFailed: 'Error fetching grant details',
  notFoundTitle: 'Grant not found',
  notFound:
    'This grant is not open for applications, or there is no grant at this address. It may have been closed or deleted.',
  backToGrants: 'Back to grants',
  /** The form's way to the preview, where the final Submit is. */
  preview: 'Preview Application',
  previewing: 'Saving...',
  saveDraft: 'Save draft',
  savingDraft: 'Saving draft...',
  draftSaved: (savedAt: string) =>
    `Draft saved ${endSentence(formatDateTime(savedAt))} You can finish it on any device: it is listed under Apply for a Grant and My Applications.`,
  draftSaveFailed: 'Error saving draft',
  filesNotSaved: (names: readonly string[]) =>
    `Your answers are saved, but ${names.length === 1 ? 'this file was' : 'these files were'} not uploaded: ${names.join(', ')}. The reason is shown by each file under "Uploading your files". Choose ${names.length === 1 ? 'it' : 'them'} again, then save.`,
  loadingDraft: 'Loading your saved draft…',
  serverDraft: (savedAt: string) =>
    `We put back the draft you saved ${endSentence(formatDateTime(savedAt))}`,
  browserNewer: (keptAt: string, savedAt: string) => {
    const [kept, saved] = distinctTimes(keptAt, savedAt);
    return `The answers kept in this browser (${kept}) are newer than your saved draft (${saved}), so they are shown. Save draft to keep them for any device.`;
  },
  serverUnavailable: (keptAt: string | undefined) =>
    keptAt
      ? `Your saved draft could not be loaded right now, so the answers kept in this browser (${formatDateTime(keptAt)}) are shown.`
      : 'Your saved draft could not be loaded right now. What you type is kept in this browser.',
  answersKeptOnly: 'Your answers are still here, and kept in this browser.',
  /** Spec §2: before the open date, after the close date; the form still takes the application. */
  notOpenYet: (opens: Date) => `Applications will open on ${formatDate(opens)}.`,
  closed: (closed: Date) => `Applications closed on ${formatDate(closed)}.`,
  stillTakesApplications: 'You can still fill in and submit this form.',
  restored: (savedAt: string) =>
    `We put back the answers you typed (last kept ${formatDateTime(savedAt)}). Any files must be chosen again.`,
  notKeeping:
    'This browser is not keeping your answers while you type (its storage is full or switched off): submit before you leave this page.',
  keptWhileTyping:
    'Your answers are kept in this browser as you type. Save draft keeps them, and your files, on the portal for any device.',
  required: '(required)',
  /** A written answer's limit, said before it is reached, and counted as it is typed. */
  textLimit: (max: number) => `Up to ${count(max)} characters.`,
  characterCount: (length: number, max: number) =>
    length > max
      ? `${count(length)} of ${count(max)} characters: ${count(length - max)} too many`
      : `${count(length)} of ${count(max)} characters`,
  /** The contract's sentence, which the portal answers too. */
  textTooLong: tooLongMessage,
  chooseOption: 'Choose an option',
  /** The file questions' hint, with the portal's size limit once it is known. */
  fileHint: (maxBytes: number | null) =>
    `PDF, Word (DOC, DOCX), Excel (XLS, XLSX), JPG or PNG${maxBytes === null ? '' : `, up to ${formatFileSize(maxBytes)}`}. A browser cannot keep a chosen file: if you reload or leave this page, choose it again.`,
  priorityHint: 'Most important first. Use the Move up and Move down buttons to change the order.',
} as const;

/**
 * A time at the end of a sentence: "4:30 p.m." already ends with its period, and takes no
 * second one.
 */
function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

const withSeconds = new Intl.DateTimeFormat(portalLocale, {
  timeZone: portalTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Two times the member is asked to compare: to the minute, or with seconds when they fall in
 * the same minute ("newer than" must be seen to be newer).
 */
function distinctTimes(first: string, second: string): [string, string] {
  const [a, b] = [formatDateTime(first), formatDateTime(second)];
  if (a !== b) return [a, b];
  return [withSeconds.format(new Date(first)), withSeconds.format(new Date(second))];
}

function count(value: number): string {
  return value.toLocaleString('en-CA');
}

/** A question's label as the form shows it: required ones say so in words, not by a star. */
export function questionLabel(question: { label: string; required: boolean }): string {
  return question.required ? `${question.label} ${applicationFormTexts.required}` : question.label;
}
