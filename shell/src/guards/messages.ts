import { defineMessages } from '@portal/web-kit/i18n';

export const guardMessages = defineMessages({
  checkingSignIn: {
    id: 'shell.guard.checkingSignIn',
    defaultMessage: 'Checking your sign-in…',
    description:
      "Shown under a page's title while the portal checks that the person is still signed in (a second at most)",
  },
});
