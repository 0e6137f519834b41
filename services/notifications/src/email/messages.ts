import { defineMessages } from '@portal/messages';

/** What every email the portal sends says around its own words: the greeting and the signature. */
export const emailMessages = defineMessages({
  greeting: {
    id: 'emails.common.greeting',
    defaultMessage: 'Hello {name},',
    description:
      "The first line of every email the portal sends; {name} is the person's first and last name.",
  },
  signature: {
    id: 'emails.common.signature',
    defaultMessage: 'Education Grants Portal',
    description: "The portal's name, signing every email at its foot (after a line of two dashes).",
  },
});
