import { act } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useMemberMessages } from '../i18n/member-messages.js';

/**
 * The page's language set to French, the member catalogue fetched first (a page with its words
 * already there, as after the first French page of a visit). Undo with `chooseEnglish`.
 */
export async function chooseFrench(): Promise<void> {
  await act(async () => {
    await Promise.all([useMemberMessages.preload('fr'), useKitMessages.preload('fr')]);
    portalLanguage().choose('fr');
  });
}

export function chooseEnglish(): void {
  act(() => portalLanguage().choose('en'));
}
