import { normalizeGrantStatus, type Grant, type GrantInput } from '@portal/contract/grants';
import { errorMessage, LoadingStatus, useConfirm, useQuery, useSession } from '@portal/web-kit';
import { useMemo, useState } from 'react';
import { Link, useParams } from '@portal/web-kit/router';
import { getGrant } from '../api/get-grant.js';
import { updateGrant } from '../api/update-grant.js';
import { draftFromGrant } from '../grant-form/grant-draft.js';
import { GrantForm, type GrantFormAction, type GrantSaveResult } from '../grant-form/grant-form.js';
import { editGrantWording } from '../grant-form/grant-form-wording.js';
import { keptGrantKey } from '../grant-form/kept-grant-draft.js';
import { describeSaveFailure } from '../grant-form/save-failure.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { editGrantMessages as messages } from './messages.js';

/**
 * `/grants/{id}/edit` (spec §2, §4, §5): the grant form with a Status select (any of the four,
 * spec §4). A grant that already has applications asks before it is changed. After saving, the
 * page goes to `/grants/{id}`.
 */
export default function EditGrantPage() {
  const { id = '' } = useParams();
  const { t } = useStaffMessages();
  const grant = useQuery((signal) => getGrant(id, signal), [id]);

  let content;
  if (grant.data) {
    content = <EditGrantForm key={grant.data._id} grant={grant.data} />;
  } else if (grant.status === 'loading' || grant.refreshing) {
    content = <LoadingStatus onRetry={grant.refresh}>{t(messages.loading)}</LoadingStatus>;
  } else {
    content = (
      <div className="notice notice-error" role="alert">
        <p>{errorMessage(grant.error, t(messages.loadFailed))}</p>
        <p className="actions">
          <button type="button" className="button" onClick={grant.refresh}>
            {t(messages.retry)}
          </button>
          <Link to="/grants" className="link-standalone">
            {t(messages.backToGrants)}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page grant-page">
      <h1>{t(messages.title)}</h1>
      {content}
    </div>
  );
}

function EditGrantForm({ grant }: { grant: Grant }) {
  const { user } = useSession();
  const { t } = useStaffMessages();
  const { confirm, confirmDialog } = useConfirm();
  const actions = useMemo<readonly GrantFormAction<'update'>[]>(
    () => [
      {
        intent: 'update',
        label: t(messages.update),
        busyText: t(messages.updating),
        primary: true,
      },
    ],
    [t],
  );
  // Spec §4: a status stored lower-cased ('pendingapproval') is still Pending Approval; a
  // missing one is Draft.
  const [initialDraft] = useState(() =>
    draftFromGrant(grant, normalizeGrantStatus(grant.status) ?? 'draft'),
  );

  async function confirmUpdate(): Promise<boolean> {
    if (grant.applicationCount <= 0) return true;
    return confirm(t(messages.updateWithApplications, { count: grant.applicationCount }), {
      title: t(messages.updateWithApplicationsTitle),
      confirmLabel: t(messages.updateAnyway),
      cancelLabel: t(messages.keepEditing),
    });
  }

  async function save(_intent: 'update', changes: GrantInput): Promise<GrantSaveResult> {
    try {
      // The full grant (spec §7); the read-only fields in it are ignored by the portal.
      await updateGrant(grant._id, { ...grant, ...changes });
    } catch (error) {
      return {
        outcome: 'failed',
        failure: describeSaveFailure(error, t(messages.updateFailed)),
      };
    }
    return { outcome: 'saved', goTo: `/grants/${grant._id}` };
  }

  return (
    <>
      {grant.applicationCount > 0 && (
        <p className="notice notice-info">
          {t(messages.hasApplications, { count: grant.applicationCount })}
        </p>
      )}
      <GrantForm
        initialDraft={initialDraft}
        wording={editGrantWording}
        actions={actions}
        onSave={save}
        confirmSave={confirmUpdate}
        cancelTo={`/grants/${grant._id}`}
        draftKey={user ? keptGrantKey(user._id, grant._id) : undefined}
        loadedVersion={grant.updatedAt}
      />
      {confirmDialog}
    </>
  );
}
