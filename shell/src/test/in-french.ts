import { act, getDefaultNormalizer } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useShellMessages } from '../i18n/shell-messages.js';

/**
 * For a describe block whose tests read the portal in French, as a person who chose French
 * opens a page: French is chosen and its catalogues fetched before the first render (as
 * bootstrap.tsx does), and English is chosen again after each test.
 */
export function readInFrench(): void {
  beforeEach(async () => {
    act(() => portalLanguage().choose('fr'));
    await Promise.all([useShellMessages.preload('fr'), useKitMessages.preload('fr')]);
  });
  afterEach(() => act(() => portalLanguage().choose('en')));
}

/**
 * For `…ByText`: compares the text with its spaces as they are. French typography puts no-break
 * spaces before « : » and « ? », which the default matching would turn into plain spaces.
 */
export const withSpacesAsWritten = {
  normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
};
