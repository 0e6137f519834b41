import type { LanguagePackMessage } from '@portal/contract/languages';
import { errorMessage, TextAreaField } from '@portal/web-kit';
import { useState } from 'react';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { saveDraft } from './api/language-packs.js';
import { languagePackMessages as m } from './messages.js';

interface MessageRowProps {
  packCode: string;
  /** The pack's name and locale: the field's label, and the text's `lang`. */
  packName: string;
  packLocale: string;
  message: LanguagePackMessage;
  onSaved: (message: LanguagePackMessage) => void;
}

/**
 * One message to translate: its key, English and French, where it appears and the placeholders
 * to keep, and the pack's text with the server's check beside it (saved, or the reason it was
 * refused, which names the key).
 */
export function MessageRow({ packCode, packName, packLocale, message, onSaved }: MessageRowProps) {
  const { t } = useAdminMessages();
  const [text, setText] = useState(message.draft ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setBusy(true);
    setRefusal(undefined);
    setSaved(false);
    try {
      const answer = await saveDraft(packCode, message.id, text.trim() === '' ? null : text);
      setSaved(true);
      onSaved(answer);
    } catch (error) {
      setRefusal(errorMessage(error, t(m.saveFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="card language-message">
      <h3>
        <code style={{ overflowWrap: 'anywhere' }}>{message.id}</code>
      </h3>
      <dl>
        <dt>{t(m.english)}</dt>
        <dd lang="en-CA">{message.english}</dd>
        <dt>{t(m.french)}</dt>
        <dd lang="fr-CA">{message.french ?? t(m.noFrench)}</dd>
        {message.description && (
          <>
            <dt>{t(m.description)}</dt>
            <dd lang="en-CA">{message.description}</dd>
          </>
        )}
      </dl>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextAreaField
          name={`text-${message.id}`}
          label={t(m.translation, { language: packName })}
          hint={
            message.placeholders.length > 0
              ? t(m.placeholders, {
                  list: message.placeholders.map((name) => `{${name}}`).join(', '),
                })
              : undefined
          }
          error={refusal}
          lang={packLocale}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSaved(false);
          }}
        />
        {message.published !== null && message.published !== message.draft && (
          <p className="field-hint" lang={packLocale}>
            {t(m.publishedText, { text: message.published })}
          </p>
        )}
        <div className="actions">
          <button
            type="submit"
            className="button button-small"
            disabled={busy}
            aria-busy={busy}
            aria-label={t(m.saveFor, { id: message.id })}
          >
            {busy ? t(m.saving) : t(m.save)}
          </button>
          <p role="status" className="field-hint">
            {saved ? t(m.saved) : ''}
          </p>
        </div>
      </form>
    </li>
  );
}
