import { userCalls } from '@portal/contract/users';
import { callEndpoint, type SessionStore } from '@portal/web-kit';
import { isInterfaceLanguage, type LanguageChoice } from '@portal/web-kit/i18n';

/**
 * The language is remembered on the device and on the account: the device's for the screens,
 * the account's for a device where nobody chose yet and for the emails. On signing in at such a
 * device the account's language is taken; otherwise the account learns the language the screens
 * are in, and every later choice while signed in (the last language picked anywhere is the one
 * the emails come in).
 *
 * Returns the function that stops following.
 */
export function keepAccountLanguage(store: SessionStore, choice: LanguageChoice): () => void {
  let known: { userId: string; language: string } | undefined;
  const reconcile = () => {
    const { status, user } = store.getState();
    if (status !== 'signed-in' || !user) {
      known = undefined;
      return;
    }
    if (known?.userId !== user.id) {
      const accountLanguage = user.language ?? 'en';
      known = { userId: user.id, language: accountLanguage };
      if (!choice.chosen && accountLanguage !== choice.language) {
        if (isInterfaceLanguage(accountLanguage)) return choice.choose(accountLanguage);
        // A pack: chosen once the published packs say it still is (refused otherwise).
        void choice.loadPacks().then(() => choice.choose(accountLanguage));
        return;
      }
    }
    if (known.language === choice.language) return;
    const language = choice.language;
    known = { userId: user.id, language };
    // Best effort: the screens are in the language already; the account learns it next time.
    callEndpoint(userCalls.updateLanguage, { body: { language } }).catch(() => {
      if (known?.userId === user.id) known = { userId: user.id, language: '' };
    });
  };
  const stopSession = store.subscribe(reconcile);
  const stopChoice = choice.subscribe(reconcile);
  reconcile();
  return () => {
    stopSession();
    stopChoice();
  };
}
