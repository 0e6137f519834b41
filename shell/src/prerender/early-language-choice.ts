import { languageChooserName, languageStorageKey } from '@portal/web-kit/early';

let stopKeeping: (() => void) | undefined;

/**
 * A page drawn ahead (login, register) shows the header's language chooser before the code that
 * answers it. A language chosen then is kept on the device, where the app reads it when it
 * starts, so the page it draws is in that language: on a slow link a member may well choose
 * French before the scripts have arrived.
 */
export function keepEarlyLanguageChoice(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  storage: Pick<Storage, 'setItem'>,
): void {
  const keep = (event: Event) => {
    const chooser = event.target as Partial<HTMLSelectElement> | null;
    if (chooser?.name !== languageChooserName || typeof chooser.value !== 'string') return;
    try {
      storage.setItem(languageStorageKey, chooser.value);
    } catch {
      // Storage refused (a private window's quota): the choice lasts as long as the page.
    }
  };
  target.addEventListener('change', keep, true);
  stopKeeping = () => target.removeEventListener('change', keep, true);
}

/** The app is running: its chooser keeps the choice from now on (with the account's). */
export function stopKeepingEarlyLanguageChoice(): void {
  stopKeeping?.();
  stopKeeping = undefined;
}
