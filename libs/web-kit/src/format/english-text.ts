import { createMessageFormatter } from '@portal/messages';

/**
 * A message's English text, outside a component: for the English constants web-kit exported
 * before it spoke French (`loadingStatusTexts`, `lazyPageFailedMessage`…), which code and tests
 * still read. Screens write through their part's hook instead.
 */
export const englishText = createMessageFormatter([]);
