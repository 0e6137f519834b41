import { defineMessages } from '@portal/web-kit/i18n';

/** The office's guidelines page. */
export const guidelinesMessages = defineMessages({
  title: {
    id: 'member.guidelines.title',
    defaultMessage: 'Guidelines',
    description: "Heading of the page with the education office's guidelines for applicants",
  },
  loading: {
    id: 'member.guidelines.loading',
    defaultMessage: 'Loading the guidelines…',
    description: 'Shown while the guidelines load',
  },
  loadFailed: {
    id: 'member.guidelines.loadFailed',
    defaultMessage: 'The guidelines could not be loaded.',
    description: 'When the guidelines could not be loaded and the portal gave no reason',
  },
  none: {
    id: 'member.guidelines.none',
    defaultMessage:
      'The education office has not published its guidelines yet. Please contact the office with your questions.',
    description: 'When the office has written no guidelines',
  },
});
