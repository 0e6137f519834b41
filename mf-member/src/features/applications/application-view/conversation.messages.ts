import { defineMessages } from '@portal/web-kit/i18n';

/** More information asked and given, and withdrawal, as the applicant reads them. */
export const conversationMessages = defineMessages({
  requestHeading: {
    id: 'member.conversation.requestHeading',
    defaultMessage: 'The education office asks for more information',
    description: "Heading of the office's request on the application's page",
  },
  requestWithoutMessage: {
    id: 'member.conversation.requestWithoutMessage',
    defaultMessage:
      'The education office set your application to Requires More Information. Contact the office if you are not sure what to send.',
    description: 'When the office asked for more information without writing a message',
  },
  askedOn: {
    id: 'member.conversation.askedOn',
    defaultMessage: 'Asked {date}',
    description: 'When the office asked; {date} is the date and time',
  },
  changeHeading: {
    id: 'member.conversation.changeHeading',
    defaultMessage: 'Your answers to change',
    description: 'Heading of the form with the questions the office asks again',
  },
  changeHint: {
    id: 'member.conversation.changeHint',
    defaultMessage:
      'Only these answers and files can be changed. Everything else stays as you submitted it.',
    description: 'Under that heading',
  },
  nothingToChange: {
    id: 'member.conversation.nothingToChange',
    defaultMessage:
      'No answer is asked for again: add a note for the education office if you like, and resubmit.',
    description: 'Under that heading when the office named no question',
  },
  noteLabel: {
    id: 'member.conversation.noteLabel',
    defaultMessage: 'A note for the education office (optional)',
    description: 'Label of the note sent with the new answers',
  },
  resubmit: {
    id: 'member.conversation.resubmit',
    defaultMessage: 'Resubmit',
    description: 'The button that sends the new answers',
  },
  resubmitting: {
    id: 'member.conversation.resubmitting',
    defaultMessage: 'Resubmitting...',
    description: 'That button while it sends',
  },
  uploadIntro: {
    id: 'member.conversation.uploadIntro',
    defaultMessage:
      'Keep this page open until your files are uploaded; then your answers are sent.',
    description: 'Above the files being uploaded before a resubmission',
  },
  resubmitted: {
    id: 'member.conversation.resubmitted',
    defaultMessage: 'Your answers were sent. Your application is Submitted again.',
    description: 'After the new answers were sent',
  },
  resubmitFailed: {
    id: 'member.conversation.resubmitFailed',
    defaultMessage: 'Error resubmitting application',
    description: 'When the new answers could not be sent and the portal gave no reason',
  },
  filesNotSent: {
    id: 'member.conversation.filesNotSent',
    defaultMessage: "Some files couldn't be uploaded, so nothing was resubmitted yet:",
    description: 'Before the list of the files that did not arrive',
  },
  failedFile: {
    id: 'member.conversation.failedFile',
    defaultMessage: '{fileName}: {reason}',
    description: 'A file that did not arrive: {fileName} is its name, {reason} why (a sentence)',
  },
  problem: {
    id: 'member.conversation.problem',
    defaultMessage: '{label} — {problem}',
    description:
      'A problem with an answer: {label} is the question, {problem} what is wrong (a sentence)',
  },
  withdraw: {
    id: 'member.conversation.withdraw',
    defaultMessage: 'Withdraw application',
    description: "The button that withdraws the application, and the dialog's button that confirms",
  },
  withdrawTitle: {
    id: 'member.conversation.withdrawTitle',
    defaultMessage: 'Withdraw your application?',
    description: 'Title of the dialog asking before a withdrawal',
  },
  withdrawQuestion: {
    id: 'member.conversation.withdrawQuestion',
    defaultMessage:
      'Withdraw your application for "{grantTitle}"? The education office will no longer consider it. This cannot be undone.',
    description: "The dialog's question; {grantTitle} is the grant's title",
  },
  reasonLabel: {
    id: 'member.conversation.reasonLabel',
    defaultMessage: 'Why are you withdrawing? (optional)',
    description: 'Label of the reason given with a withdrawal',
  },
  keep: {
    id: 'member.conversation.keep',
    defaultMessage: 'Keep my application',
    description: "The dialog's button that withdraws nothing",
  },
  withdrawing: {
    id: 'member.conversation.withdrawing',
    defaultMessage: 'Withdrawing...',
    description: 'The confirm button while it works',
  },
  withdrawn: {
    id: 'member.conversation.withdrawn',
    defaultMessage: 'Your application was withdrawn.',
    description: 'After the application was withdrawn',
  },
  withdrawFailed: {
    id: 'member.conversation.withdrawFailed',
    defaultMessage: 'Error withdrawing application',
    description: 'When the withdrawal failed and the portal gave no reason',
  },
});
