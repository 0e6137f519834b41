import {
  languagePackParts,
  type EditableLanguagePack,
  type LanguagePackMessage,
  type LanguagePackRefusal,
} from '@portal/contract/languages';
import {
  Alert,
  ApiRequestError,
  CheckboxField,
  errorMessage,
  formatDateTime,
  LoadingStatus,
  QueryFailure,
  SelectField,
  TextField,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import {
  exportPo,
  getPackMessages,
  getPublications,
  importPo,
  publishPack,
} from './api/language-packs.js';
import { MessageRow } from './message-row.js';
import { languagePackMessages as m } from './messages.js';

interface PackEditorProps {
  pack: EditableLanguagePack;
  /** After a publish or an import: the pack's version and count of texts changed. */
  onPublished: () => void;
}

/** One pack: its messages (filtered), Publish with the publications, PO out and in. */
export function PackEditor({ pack, onPublished }: PackEditorProps) {
  const { t, locale } = useAdminMessages();
  const messagesHeading = useId();
  const publicationsHeading = useId();
  const messages = useQuery((signal) => getPackMessages(pack.code, signal), [pack.code]);
  const publications = useQuery((signal) => getPublications(pack.code, signal), [pack.code]);
  // Saved texts, over the list as loaded (the list is not asked for again after each save).
  const [savedTexts, setSavedTexts] = useState<ReadonlyMap<string, LanguagePackMessage>>(new Map());
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [part, setPart] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<readonly LanguagePackRefusal[]>([]);
  const done = useTimedMessage();

  const all = useMemo(
    () => (messages.data ?? []).map((message) => savedTexts.get(message.id) ?? message),
    [messages.data, savedTexts],
  );
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase();
    return all.filter(
      (message) =>
        (!untranslatedOnly || message.draft === null) &&
        (part === '' || message.part === part) &&
        (words === '' ||
          [message.id, message.english, message.french, message.draft].some((text) =>
            text?.toLocaleLowerCase().includes(words),
          )),
    );
  }, [all, untranslatedOnly, part, search]);

  const act = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setFailure(null);
    setRefusals([]);
    try {
      done.show(await work());
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      setRefusals(refusalsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    act(async () => {
      const publication = await publishPack(pack.code);
      publications.refresh();
      onPublished();
      return t(m.published, { version: publication.version });
    }, t(m.publishFailed));
  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void act(async () => {
      const result = await importPo(pack.code, file);
      setRefusals(result.refused);
      setSavedTexts(new Map());
      messages.refresh();
      onPublished();
      return t(m.imported, { taken: result.taken });
    }, t(m.importFailed));
  };

  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void publish()}
        >
          {busy ? t(m.publishing) : t(m.publish)}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void exportPo(pack.code)}
        >
          {t(m.exportPo)}
        </button>
        <label className="button button-secondary">
          {t(m.importPo)}
          <input
            type="file"
            accept=".po,text/x-gettext-translation"
            className="visually-hidden"
            onChange={importFile}
          />
        </label>
      </div>
      <Alert kind="error">{failure}</Alert>
      <Alert kind="success">{done.message}</Alert>
      {refusals.length > 0 && (
        <section aria-label={t(m.refusedMessages)}>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal.id}>{t(m.importRefused, refusal)}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={publicationsHeading}>
        <h2 id={publicationsHeading}>{t(m.publications)}</h2>
        {publications.data && publications.data.length === 0 && <p>{t(m.noPublications)}</p>}
        {publications.data && publications.data.length > 0 && (
          <ul>
            {publications.data.map((publication) => (
              <li key={publication.version}>
                {t(m.publication, {
                  version: publication.version,
                  name: publication.publishedBy.name,
                  date: formatDateTime(publication.publishedAt, locale),
                  messages: publication.messages,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={messagesHeading}>
        <h2 id={messagesHeading}>{t(m.messageList)}</h2>
        <fieldset>
          <legend>{t(m.filters)}</legend>
          <CheckboxField
            name="untranslated"
            label={t(m.untranslatedOnly)}
            checked={untranslatedOnly}
            onChange={(event) => setUntranslatedOnly(event.target.checked)}
          />
          <SelectField
            name="part"
            label={t(m.part)}
            value={part}
            emptyOption={t(m.allParts)}
            onChange={(event) => setPart(event.target.value)}
            options={languagePackParts.map((name) => ({ value: name, label: name }))}
          />
          <TextField
            name="search"
            type="search"
            label={t(m.search)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </fieldset>
        {messages.status === 'loading' ? (
          <LoadingStatus onRetry={messages.refresh}>{t(m.loading)}</LoadingStatus>
        ) : !messages.data ? (
          <QueryFailure
            error={messages.error}
            fallback={t(m.loadFailed)}
            onRetry={messages.refresh}
          />
        ) : (
          <>
            <p role="status">{t(m.shown, { shown: shown.length, total: all.length })}</p>
            <ul className="language-messages">
              {shown.map((message) => (
                <MessageRow
                  key={message.id}
                  packCode={pack.code}
                  packName={pack.name}
                  packLocale={pack.locale}
                  message={message}
                  onSaved={(saved) =>
                    setSavedTexts((current) => new Map(current).set(saved.id, saved))
                  }
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** The messages a refused publish names (`errors`: each key in `field`, and why). */
function refusalsOf(error: unknown): LanguagePackRefusal[] {
  if (!(error instanceof ApiRequestError)) return [];
  return (error.body?.errors ?? []).flatMap((detail) =>
    detail.field ? [{ id: detail.field, reason: detail.message }] : [],
  );
}
