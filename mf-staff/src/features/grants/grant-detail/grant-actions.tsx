import type { Grant } from '@portal/contract/grants';
import { Alert, errorMessage, useConfirm } from '@portal/web-kit';
import { useState } from 'react';
import { archiveGrant, restoreGrant } from '../api/archive-grant.js';
import { publishGrant } from '../api/publish-grant.js';
import { grantDetailTexts } from './grant-detail-texts.js';

type Action = 'publish' | 'archive' | 'restore';

const busyTexts: Record<Action, string> = {
  publish: 'Publishing...',
  archive: 'Archiving...',
  restore: 'Restoring...',
};

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
      setFailure(errorMessage(error, grantDetailTexts.changeFailed[action]));
    } finally {
      setBusy(null);
    }
  }

  async function archive(opener: HTMLElement) {
    const confirmed = await confirm(grantDetailTexts.archiveConfirm, {
      title: `Archive ${grant.title}`,
      confirmLabel: 'Archive',
      returnFocusTo: opener,
    });
    if (confirmed) await run('archive', () => archiveGrant(grant._id), grantDetailTexts.archived);
  }

  const button = (action: Action, label: string, onClick: (opener: HTMLElement) => void) => (
    <li>
      <button
        type="button"
        className={action === 'publish' ? 'button' : 'button button-secondary'}
        aria-disabled={busy !== null}
        aria-busy={busy === action}
        onClick={(event) => onClick(event.currentTarget)}
      >
        {busy === action ? busyTexts[action] : label}
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
            'Publish',
            () => void run('publish', () => publishGrant(grant._id), grantDetailTexts.published),
          )}
        {grant.archivedAt
          ? button(
              'restore',
              'Restore',
              () => void run('restore', () => restoreGrant(grant._id), grantDetailTexts.restored),
            )
          : button('archive', 'Archive', (opener) => void archive(opener))}
      </ul>
      {confirmDialog}
    </>
  );
}
