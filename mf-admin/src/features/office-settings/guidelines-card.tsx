import { officeGuidelinesMaxLength } from '@portal/contract/users';
import {
  Alert,
  errorMessage,
  LoadingStatus,
  SubmitButton,
  TextAreaField,
  useQuery,
} from '@portal/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { getOfficeGuidelines, updateOfficeGuidelines } from './api/office-guidelines.js';

type Saving =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The guidelines members read at /guidelines, written here by admins: plain text, a blank line
 * between paragraphs (never markup).
 */
export function GuidelinesCard() {
  const headingId = useId();
  const guidelines = useQuery(getOfficeGuidelines);
  return (
    <section className="card card-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Guidelines for Applicants</h2>
      {guidelines.data ? (
        <GuidelinesForm current={guidelines.data.text} />
      ) : guidelines.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(guidelines.error, 'The guidelines could not be loaded.')}</p>
          <button type="button" className="button" onClick={guidelines.refresh}>
            Retry
          </button>
        </div>
      ) : (
        <LoadingStatus onRetry={guidelines.refresh}>Loading the guidelines…</LoadingStatus>
      )}
    </section>
  );
}

function GuidelinesForm({ current }: { current: string }) {
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
      setSaving({
        kind: 'failed',
        message: errorMessage(error, 'The guidelines could not be saved. Please try again.'),
      });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)}>
      <TextAreaField
        name="guidelines"
        label="Guidelines shown to members at /guidelines"
        hint={`Plain text, up to ${officeGuidelinesMaxLength.toLocaleString('en-CA')} characters. Leave a blank line between paragraphs.`}
        rows={12}
        value={text}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setText(event.target.value);
        }}
      />
      <Alert kind="success">{saving.kind === 'saved' && 'The guidelines are saved.'}</Alert>
      <Alert kind="error">{saving.kind === 'failed' && saving.message}</Alert>
      <div className="form-actions">
        <SubmitButton busy={saving.kind === 'busy'} busyText="Saving...">
          Save Guidelines
        </SubmitButton>
      </div>
    </form>
  );
}
