import { normalizeGrantStatus, type Grant, type GrantInput } from '@portal/contract/grants';
import { errorMessage, LoadingStatus, useConfirm, useQuery, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { Link, useParams } from '@portal/web-kit/router';
import { getGrant } from '../api/get-grant.js';
import { updateGrant } from '../api/update-grant.js';
import { draftFromGrant } from '../grant-form/grant-draft.js';
import { GrantForm, type GrantFormAction, type GrantSaveResult } from '../grant-form/grant-form.js';
import { editGrantWording } from '../grant-form/grant-form-texts.js';
import { keptGrantKey } from '../grant-form/kept-grant-draft.js';
import { describeSaveFailure } from '../grant-form/save-failure.js';
import { editGrantTexts } from './edit-grant-texts.js';

const actions: readonly GrantFormAction<'update'>[] = [
  { intent: 'update', label: 'Update Grant', busyText: 'Updating...', primary: true },
];

/**
 * `/grants/{id}/edit` (spec §2, §4, §5): the grant form with a Status select (any of the four,
 * spec §4). A grant that already has applications asks before it is changed. After saving, the
 * page goes to `/grants/{id}`.
 */
export default function EditGrantPage() {
  const { id = '' } = useParams();
  const grant = useQuery((signal) => getGrant(id, signal), [id]);

  let content;
  if (grant.data) {
    content = <EditGrantForm key={grant.data._id} grant={grant.data} />;
  } else if (grant.status === 'loading' || grant.refreshing) {
    content = <LoadingStatus onRetry={grant.refresh}>Loading the grant…</LoadingStatus>;
  } else {
    content = (
      <div className="notice notice-error" role="alert">
        <p>{errorMessage(grant.error, editGrantTexts.loadFailed)}</p>
        <p className="actions">
          <button type="button" className="button" onClick={grant.refresh}>
            Retry
          </button>
          <Link to="/grants" className="link-standalone">
            Back to Grants
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page grant-page">
      <h1>Edit Grant</h1>
      {content}
    </div>
  );
}

function EditGrantForm({ grant }: { grant: Grant }) {
  const { user } = useSession();
  const { confirm, confirmDialog } = useConfirm();
  // Spec §4: a status stored lower-cased ('pendingapproval') is still Pending Approval; a
  // missing one is Draft.
  const [initialDraft] = useState(() =>
    draftFromGrant(grant, normalizeGrantStatus(grant.status) ?? 'draft'),
  );

  async function confirmUpdate(): Promise<boolean> {
    if (grant.applicationCount <= 0) return true;
    return confirm(editGrantTexts.updateWithApplications(grant.applicationCount), {
      title: 'Update a grant with applications',
      confirmLabel: 'Update anyway',
      cancelLabel: 'Keep editing',
    });
  }

  async function save(_intent: 'update', changes: GrantInput): Promise<GrantSaveResult> {
    try {
      // The full grant (spec §7); the read-only fields in it are ignored by the portal.
      await updateGrant(grant._id, { ...grant, ...changes });
    } catch (error) {
      return {
        outcome: 'failed',
        failure: describeSaveFailure(error, editGrantTexts.updateFailed),
      };
    }
    return { outcome: 'saved', goTo: `/grants/${grant._id}` };
  }

  return (
    <>
      {grant.applicationCount > 0 && (
        <p className="notice notice-info">
          {grant.applicationCount === 1
            ? 'This grant has 1 application.'
            : `This grant has ${grant.applicationCount} applications.`}{' '}
          Applicants keep the questions they answered; your changes apply to new applications.
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
