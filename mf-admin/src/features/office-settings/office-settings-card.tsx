import type { OfficeSettings } from '@portal/contract/users';
import {
  Alert,
  CheckboxField,
  errorMessage,
  LoadingStatus,
  SubmitButton,
  useQuery,
} from '@portal/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { getOfficeSettings, updateOfficeSettings } from './api/office-settings.js';

type Saving =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The office's settings on the admin dashboard. Each is off on a fresh install (the portal as
 * the spec describes it) and says in a sentence what turning it on changes for members.
 */
export function OfficeSettingsCard() {
  const headingId = useId();
  const settings = useQuery(getOfficeSettings);
  return (
    <section className="card card-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Office Settings</h2>
      {settings.data ? (
        <SettingsForm current={settings.data} onSaved={settings.refresh} />
      ) : settings.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(settings.error, 'The office settings could not be loaded.')}</p>
          <button type="button" className="button" onClick={settings.refresh}>
            Retry
          </button>
        </div>
      ) : (
        <LoadingStatus onRetry={settings.refresh}>Loading the office settings…</LoadingStatus>
      )}
    </section>
  );
}

function SettingsForm({ current, onSaved }: { current: OfficeSettings; onSaved: () => void }) {
  const [values, setValues] = useState(current);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.kind === 'busy') return;
    setSaving({ kind: 'busy' });
    try {
      setValues(await updateOfficeSettings(values));
      setSaving({ kind: 'saved' });
      onSaved();
    } catch (error) {
      setSaving({
        kind: 'failed',
        message: errorMessage(error, 'The office settings could not be saved. Please try again.'),
      });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)}>
      <CheckboxField
        name="emailConfirmationRequired"
        label="Members confirm their email address before their first application"
        hint="A member who has not opened the link sent to their address is asked to before submitting. Off: members apply right after registering."
        checked={values.emailConfirmationRequired}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setValues({ ...values, emailConfirmationRequired: event.target.checked });
        }}
      />
      <CheckboxField
        name="grantSecondApprovalRequired"
        label="A second person publishes each grant"
        hint="A grant submitted for approval is published by another staff member with the education flag, or an admin, who is told that it waits; nobody publishes their own. Off: whoever builds a grant may publish it."
        checked={values.grantSecondApprovalRequired}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setValues({ ...values, grantSecondApprovalRequired: event.target.checked });
        }}
      />
      <Alert kind="success">{saving.kind === 'saved' && 'The office settings are saved.'}</Alert>
      <Alert kind="error">{saving.kind === 'failed' && saving.message}</Alert>
      <div className="form-actions">
        <SubmitButton busy={saving.kind === 'busy'} busyText="Saving...">
          Save Settings
        </SubmitButton>
      </div>
    </form>
  );
}
