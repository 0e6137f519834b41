import type { OfficeSettings } from '@portal/contract/users';
import {
  Alert,
  CheckboxField,
  LoadingStatus,
  QueryFailure,
  SubmitButton,
  useProblemText,
  useQuery,
} from '@portal/web-kit';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { useId, useState, type FormEvent } from 'react';
import { getOfficeSettings, updateOfficeSettings } from './api/office-settings.js';
import { officeSettingsMessages as words } from './messages.js';

type Saving =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

/**
 * The office's settings on the admin dashboard. Each is off on a fresh install (the portal as
 * the spec describes it) and says in a sentence what turning it on changes for members.
 */
export function OfficeSettingsCard() {
  const { t } = useAdminMessages();
  const headingId = useId();
  const settings = useQuery(getOfficeSettings);
  return (
    <section className="card card-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(words.title)}</h2>
      {settings.data ? (
        <SettingsForm current={settings.data} onSaved={settings.refresh} />
      ) : settings.status === 'failed' ? (
        <QueryFailure
          error={settings.error}
          fallback={t(words.loadFailed)}
          onRetry={settings.refresh}
        />
      ) : (
        <LoadingStatus onRetry={settings.refresh}>{t(words.loading)}</LoadingStatus>
      )}
    </section>
  );
}

function SettingsForm({ current, onSaved }: { current: OfficeSettings; onSaved: () => void }) {
  const { t } = useAdminMessages();
  const problemText = useProblemText();
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
      setSaving({ kind: 'failed', error });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)}>
      <CheckboxField
        name="emailConfirmationRequired"
        label={t(words.emailConfirmation)}
        hint={t(words.emailConfirmationHint)}
        checked={values.emailConfirmationRequired}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setValues({ ...values, emailConfirmationRequired: event.target.checked });
        }}
      />
      <CheckboxField
        name="grantSecondApprovalRequired"
        label={t(words.secondApproval)}
        hint={t(words.secondApprovalHint)}
        checked={values.grantSecondApprovalRequired}
        onChange={(event) => {
          setSaving({ kind: 'idle' });
          setValues({ ...values, grantSecondApprovalRequired: event.target.checked });
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
