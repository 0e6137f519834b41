import { defineMessages } from '@portal/web-kit/i18n';

/** Words shared by several member pages. */
export const sharedMessages = defineMessages({
  daysLeft: {
    id: 'member.shared.daysLeft',
    defaultMessage: '{days, plural, =1 {Due today} other {# d left}}',
    description:
      'Badge on a grant closing within 7 days (spec §9): {days} is the days left to apply, counting today (1 = closes today). Keep it very short.',
  },
  youApplied: {
    id: 'member.shared.youApplied',
    defaultMessage: 'You applied —',
    description:
      "On a grant card, the link to the member's application, in place of Apply Now; the application's reference (EDU-2026-000123) follows it",
  },
  fileSize: {
    id: 'member.shared.fileSize',
    defaultMessage:
      '{unit, select, byte {{size, plural, one {# byte} other {# bytes}}} kilobyte {{size, number, ::.#} KB} megabyte {{size, number, ::.#} MB} other {{size, number, ::.#} GB}}',
    description:
      'A file size: {size} is the number, {unit} one of byte, kilobyte, megabyte, gigabyte (the other branch). Use your language’s unit symbols (Ko, Mo, Go)',
  },
  retry: {
    id: 'member.shared.retry',
    defaultMessage: 'Retry',
    description: 'A button that tries loading a page again after it failed',
  },
});
