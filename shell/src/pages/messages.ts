import { defineMessages } from '@portal/web-kit/i18n';

/** The home page `/` (spec §2), the first page every visitor sees. */
export const landingMessages = defineMessages({
  heading: {
    id: 'shell.landing.heading',
    defaultMessage: 'Welcome to the Education Grants Portal',
    description: "The home page's main heading",
  },
  lead: {
    id: 'shell.landing.lead',
    defaultMessage:
      'Members of the Nation can apply here for education grants and follow their applications. Staff review the applications and manage the grants.',
    description: "The home page's introduction, under its heading",
  },
  grantsHeading: {
    id: 'shell.landing.grantsHeading',
    defaultMessage: 'Education grants',
    description: "The heading of the home page's card leading to the member's dashboard",
  },
  grantsText: {
    id: 'shell.landing.grantsText',
    defaultMessage: 'Find the grants open to you, apply, and see where your applications stand.',
    description: "The text of the home page's card leading to the member's dashboard",
  },
  grantsLink: {
    id: 'shell.landing.grantsLink',
    defaultMessage: 'Go to your dashboard',
    description: "The link of the home page's card, to the member's dashboard",
  },
});
