import { defineMessages } from '@portal/web-kit/i18n';

/** The member's drafts to continue, on the dashboard, /apply-grant and /my-applications. */
export const continueDraftsMessages = defineMessages({
  heading: {
    id: 'member.drafts.heading',
    defaultMessage: 'Your saved drafts',
    description: "Heading of the list of the member's drafts kept on the portal",
  },
  continue: {
    id: 'member.drafts.continue',
    defaultMessage: 'Continue your application',
    description: "A draft's button back to its form, when the grant's close date is not known",
  },
  continueClosesIn: {
    id: 'member.drafts.continueClosesIn',
    defaultMessage:
      '{days, plural, =1 {Continue your application — closes today} other {Continue your application — closes in # days}}',
    description:
      "A draft's button back to its form, with the days left before the grant closes; {days} counts today (1 = closes today)",
  },
  continueClosed: {
    id: 'member.drafts.continueClosed',
    defaultMessage: 'Continue your application — the grant has closed',
    description: "A draft's button back to its form, once the grant has closed",
  },
  continueFor: {
    id: 'member.drafts.continueFor',
    defaultMessage: 'for {grantTitle}',
    description:
      'Read by screen readers after the Continue button: which grant; {grantTitle} is its title',
  },
});
