import { defineMessages } from '@portal/web-kit/i18n';

/** What stands in a page's place while its files arrive, or when they cannot. */
export const remoteMessages = defineMessages({
  loading: {
    id: 'shell.remote.loading',
    defaultMessage: 'Loading this page…',
    description: "Shown under a page's title while the page's files are downloaded",
  },
  loadFailed: {
    id: 'shell.remote.loadFailed',
    defaultMessage:
      'This part of the portal could not be loaded. Check your connection and try again.',
    description:
      "Shown under a page's title, with a Retry button, when the page's files did not arrive",
  },
  crashed: {
    id: 'shell.remote.crashed',
    defaultMessage: 'Something went wrong while showing this page. Try again, or come back later.',
    description: "Shown under a page's title, with a Retry button, when the page failed to draw",
  },
  missingPage: {
    id: 'shell.remote.missingPage',
    defaultMessage: 'This page is not available yet. Please try again later.',
    description: "Shown under a page's title when the portal's current version has no such page",
  },
});
