import type {
  EditableLanguagePack,
  LanguagePackFallback,
  LanguagePackScript,
} from '@portal/contract/languages';
import {
  Alert,
  errorMessage,
  SelectField,
  serverFieldErrors,
  SubmitButton,
  TextField,
  useTimedMessage,
  type FieldErrors,
} from '@portal/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { createPack } from './api/language-packs.js';
import { languagePackMessages as m } from './messages.js';

/** Creates a pack: its code, its name in itself, its locale, its script and usual fallback. */
export function CreatePackForm({ onCreated }: { onCreated: (pack: EditableLanguagePack) => void }) {
  const { t } = useAdminMessages();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [locale, setLocale] = useState('');
  const [script, setScript] = useState<LanguagePackScript>('Latn');
  const [fallback, setFallback] = useState<LanguagePackFallback>('en');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const done = useTimedMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const pack = await createPack({ code: code.trim(), name, locale, script, fallback });
      done.show(t(m.created, { name: pack.name }));
      setCode('');
      setName('');
      setLocale('');
      onCreated(pack);
    } catch (error) {
      setFieldErrors(serverFieldErrors(error));
      setFailure(errorMessage(error, t(m.createFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.createTitle)}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          name="code"
          label={t(m.code)}
          hint={t(m.codeHint)}
          value={code}
          required
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrors['code']}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          name="name"
          label={t(m.name)}
          value={name}
          required
          error={fieldErrors['name']}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          name="locale"
          label={t(m.locale)}
          hint={t(m.localeHint)}
          value={locale}
          required
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrors['locale']}
          onChange={(event) => setLocale(event.target.value)}
        />
        <SelectField
          name="script"
          label={t(m.script)}
          value={script}
          onChange={(event) => setScript(event.target.value as LanguagePackScript)}
          options={[
            { value: 'Latn', label: t(m.scriptLatin) },
            { value: 'Cans', label: t(m.scriptSyllabics) },
          ]}
        />
        <SelectField
          name="fallback"
          label={t(m.fallback)}
          value={fallback}
          onChange={(event) => setFallback(event.target.value as LanguagePackFallback)}
          options={[
            { value: 'en', label: t(m.english) },
            { value: 'fr', label: t(m.french) },
          ]}
        />
        <Alert kind="error">{failure}</Alert>
        <Alert kind="success">{done.message}</Alert>
        <SubmitButton busy={busy} busyText={t(m.creating)}>
          {t(m.create)}
        </SubmitButton>
      </form>
    </section>
  );
}
