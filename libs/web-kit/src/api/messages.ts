import { defineMessages } from '@portal/messages';

export const apiMessages = defineMessages({
  unreachable: {
    id: 'kit.api.unreachable',
    defaultMessage: 'Could not reach the portal. Check your connection and try again.',
    description:
      'Shown when the browser could not reach the portal at all (offline, dropped connection)',
  },
});
