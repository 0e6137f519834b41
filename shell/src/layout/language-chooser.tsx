import {
  interfaceLanguages,
  languageChooserName,
  isInterfaceLanguage,
  portalLanguage,
  type InterfaceLanguage,
  type LanguageState,
} from '@portal/web-kit/i18n';
import { useSyncExternalStore } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { languageChooserMessages } from './language-chooser.messages.js';
import { headerMessages } from './messages.js';

const languages = (
  Object.entries(interfaceLanguages) as [
    InterfaceLanguage,
    (typeof interfaceLanguages)[InterfaceLanguage],
  ][]
).filter(([, language]) => language.listed);

/** A page drawn ahead of time is in English, without packs. */
const drawnState: LanguageState = {
  language: 'en',
  pack: undefined,
  secondLanguage: 'en',
  packs: [],
};

/**
 * The header's language chooser, on every page: English, French and the nation's language packs
 * the office has published. Each language is named in itself ("Français", "ᓀᐦᐃᔭᐍᐏᐣ"), marked
 * with its own `lang` so a screen reader says it right; choosing one redraws the page in it and
 * is remembered on the device. With a pack chosen, a second chooser sets the language (English or
 * French) of the messages the pack has not translated yet.
 *
 * The packs are asked for when the chooser is first approached (focus, or the pointer over it),
 * not on every page load: most visitors never open it.
 */
export function LanguageChooser() {
  const { t } = useShellMessages();
  const choice = portalLanguage();
  const state = useSyncExternalStore(
    choice.subscribe,
    () => choice.state,
    () => drawnState,
  );
  const askForPacks = () => void choice.loadPacks();
  return (
    <>
      <label className="site-language">
        <span className="visually-hidden">{t(headerMessages.language)}</span>
        <select
          name={languageChooserName}
          value={state.language}
          onFocus={askForPacks}
          onPointerEnter={askForPacks}
          onChange={(event) => choice.choose(event.target.value)}
        >
          {languages.map(([code, { locale, name }]) => (
            <option key={code} value={code} lang={locale}>
              {name}
            </option>
          ))}
          {state.packs.map((pack) => (
            <option key={pack.code} value={pack.code} lang={pack.locale}>
              {pack.name}
            </option>
          ))}
        </select>
      </label>
      {state.pack && (
        <label className="site-language">
          <span className="visually-hidden">{t(languageChooserMessages.secondLanguage)}</span>
          <select
            value={state.secondLanguage}
            onChange={(event) => {
              const second = event.target.value;
              if (isInterfaceLanguage(second)) choice.chooseSecond(second);
            }}
          >
            {languages.map(([code, { locale, name }]) => (
              <option key={code} value={code} lang={locale}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
