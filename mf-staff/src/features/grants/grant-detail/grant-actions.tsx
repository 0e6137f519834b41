import type { Grant } from '@portal/contract/grants';
import { Alert, errorMessage, useConfirm } from '@portal/web-kit';
import { useState } from 'react';
import { archiveGrant, restoreGrant } from '../api/archive-grant.js';
import { publishGrant } from '../api/publish-grant.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { grantActionMessages as messages } from './messages.js';

type Action = 'publish' | 'archive' | 'restore';

const actionMessages = {
  publish: { label: messages.publish, busy: messages.publishing, failed: messages.publishFailed },
  archive: { label: messages.archive, busy: messages.archiving, failed: messages.archiveFailed },
  restore: { label: messages.restore, busy: messages.restoring, failed: messages.restoreFailed },
} as const;

export interface GrantActionsProps {
  grant: Grant;
  /** The grant as the portal answered it after a change, with what to say about it. */
  onChanged: (message: string) => void;
}

/**
 * What can be done to a stored grant besides editing it: Publish one that waits for approval
 * (with the office's second approval on, the portal refuses the one who submitted it, and the
 * page says its sentence), Archive one (kept with its applications, hidden from the lists), or
 * Restore an archived one.
 */
export function GrantActions({ grant, onChanged }: GrantActionsProps) {
  const { t } = useStaffMessages();
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: Action, change: () => Promise<Grant>, done: string) {
    if (busy) return;
    setFailure(null);
    setBusy(action);
    try {
      await change();
      onChanged(done);
    } catch (error) {
      setFailure(errorMessage(error, t(actionMessages[action].failed)));
    } finally {
      setBusy(null);
    }
  }

  async function archive(opener: HTMLElement) {
    const confirmed = await confirm(t(messages.archiveConfirm), {
      title: t(messages.archiveTitle, { title: grant.title }),
      confirmLabel: t(messages.archive),
      cancelLabel: t(messages.cancel),
      returnFocusTo: opener,
    });
    if (confirmed) await run('archive', () => archiveGrant(grant._id), t(messages.archived));
  }

  const button = (action: Action, onClick: (opener: HTMLElement) => void) => (
    <li>
      <button
        type="button"
        className={action === 'publish' ? 'button' : 'button button-secondary'}
        aria-disabled={busy !== null}
        aria-busy={busy === action}
        onClick={(event) => onClick(event.currentTarget)}
      >
        {t(busy === action ? actionMessages[action].busy : actionMessages[action].label)}
      </button>
    </li>
  );

  return (
    <>
      <Alert kind="error">{failure}</Alert>
      <ul className="actions page-actions">
        {!grant.archivedAt &&
          grant.status === 'pendingApproval' &&
          button(
            'publish',
            () => void run('publish', () => publishGrant(grant._id), t(messages.published)),
          )}
        {grant.archivedAt
          ? button(
              'restore',
              () => void run('restore', () => restoreGrant(grant._id), t(messages.restored)),
            )
          : button('archive', (opener) => void archive(opener))}
      </ul>
      {confirmDialog}
    </>
  );
}
