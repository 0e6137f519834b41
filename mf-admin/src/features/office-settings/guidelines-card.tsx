import { officeGuidelinesMaxLength } from '@portal/contract/users';
import {
  Alert,
  LoadingStatus,
  QueryFailure,
  SubmitButton,
  TextAreaField,
  useProblemText,
  useQuery,
} from '@portal/web-kit';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { useId, useState, type FormEvent } from 'react';
import { getOfficeGuidelines, updateOfficeGuidelines } from './api/office-guidelines.js';
import { guidelinesMessages as words } from './messages.js';

type Saving =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

/**
 * The guidelines members read at /guidelines, written here by admins: plain text, a blank line
 * between paragraphs (never markup).
 */
export function GuidelinesCard() {
  const { t } = useAdminMessages();
  const headingId = useId();
  const guidelines = useQuery(getOfficeGuidelines);
  return (
    <section className="card card-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(words.title)}</h2>
      {guidelines.data ? (
        <GuidelinesForm current={guidelines.data.text} />
      ) : guidelines.status === 'failed' ? (
        <QueryFailure
          error={guidelines.error}
          fallback={t(words.loadFailed)}
          onRetry={guidelines.refresh}
        />
      ) : (
        <LoadingStatus onRetry={guidelines.refresh}>{t(words.loading)}</LoadingStatus>
      )}
    </section>
  );
}

function GuidelinesForm({ current }: { current: string }) {
  const { t } = useAdminMessages();
  const problemText = useProblemText();
  const [text, setText] = useState(current);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.kind === 'busy') return;
    setSaving({ kind: 'busy' });
    try {
      setText((await updateOfficeGuidelines({ text })).text);
      setSaving({ kind: 'saved' });
    } catch (error) {
      setSaving({ kind: 'failed', error });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)}>
      <TextAreaField
        name="guidelines"
        label={t(words.label)}
        hint={t(words.hint, { max: officeGuidelinesMaxLength })}
        rows={12}
        value={text}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setText(event.target.value);
        }}
      />
      <Alert kind="success">{saving.kind === 'saved' && t(words.saved)}</Alert>
      <Alert kind="error">
        {saving.kind === 'failed' && problemText(saving.error, t(words.saveFailed))}
      </Alert>
      <div className="form-actions">
        <SubmitButton busy={saving.kind === 'busy'} busyText={t(words.saving)}>
          {t(words.save)}
        </SubmitButton>
      </div>
    </form>
  );
}
