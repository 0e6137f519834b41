import { createMessageFormatter } from '@portal/messages';
import { write, type Text } from '../i18n/text.js';

/** The code's English texts, as a screen writes them by default. */
export const englishFormatter = createMessageFormatter([]);

/** A helper's sentence, written in English. */
export const english = (sentence: Text | undefined): string | undefined =>
  sentence && write(englishFormatter, sentence);
