import { isReviewer } from '@portal/contract/access';
import {
  notificationEventKinds,
  reviewerNoticeKinds,
  type EmailPreferences,
  type NotificationEventKind,
} from '@portal/contract/notifications';
import {
  Alert,
  CheckboxField,
  LoadingStatus,
  QueryFailure,
  SubmitButton,
  useQuery,
  useSession,
  useTimedMessage,
} from '@portal/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { getEmailPreferences } from './api/get-email-preferences.js';
import { saveEmailPreferences } from './api/save-email-preferences.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { notificationKindMessages } from './notification-kind-messages.js';
import { notificationsMessages as messages } from './messages.js';

/**
 * Which kinds of notice also come by email, one checkbox each (the notice always stays in the
 * inbox). A reviewer also sees the kinds told to reviewers.
 */
export function EmailPreferencesForm() {
  const headingId = useId();
  const session = useSession();
  const reviewer = session.user ? isReviewer(session.user) : false;
  const kinds = notificationEventKinds.filter(
    (kind) => reviewer || !reviewerNoticeKinds.includes(kind),
  );
  const stored = useQuery(getEmailPreferences);
  const [chosen, setChosen] = useState<EmailPreferences['email'] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage();
  const { t } = useMemberMessages();

  const heading = <h2 id={headingId}>{t(messages.emailHeading)}</h2>;
  if (stored.status === 'loading') {
    return (
      <section aria-labelledby={headingId} className="card card-stack">
        {heading}
        <LoadingStatus onRetry={stored.refresh} retryWhat={t(messages.retryEmailLoading)}>
          {t(messages.emailLoading)}
        </LoadingStatus>
      </section>
    );
  }
  if (!stored.data) {
    return (
      <section aria-labelledby={headingId} className="card card-stack">
        {heading}
        <QueryFailure
          error={stored.error}
          fallback={t(messages.emailLoadFailed)}
          onRetry={stored.refresh}
          retryWhat={t(messages.retryEmailLoading)}
        />
      </section>
    );
  }

  const current = chosen ?? stored.data.email;
  const toggle = (kind: NotificationEventKind, on: boolean) => {
    saved.clear();
    setChosen({ ...current, [kind]: on });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      setChosen((await saveEmailPreferences({ email: current })).email);
      saved.show(t(messages.saved));
    } catch {
      setFailure(t(messages.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card card-stack">
      {heading}
      <p>{t(messages.emailIntro)}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="fieldset">
          <legend>{t(messages.emailLegend)}</legend>
          {kinds.map((kind) => (
            <CheckboxField
              key={kind}
              name={`email-${kind}`}
              label={t(notificationKindMessages[kind])}
              checked={current[kind]}
              onChange={(event) => toggle(kind, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
        <Alert kind="error">{failure}</Alert>
        <Alert kind="success">{saved.message}</Alert>
        <SubmitButton busy={saving} busyText={t(messages.saving)}>
          {t(messages.save)}
        </SubmitButton>
      </form>
    </section>
  );
}
