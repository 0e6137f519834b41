import { DataTable, type DataTableColumns } from '@portal/web-kit';
import type { ManagedUser } from './managed-user.js';

interface UsersTableProps {
  users: readonly ManagedUser[];
  /** The id of the user being deleted, whose buttons wait meanwhile. */
  deletingId: string | null;
  /** `opener` is the button pressed: focus goes back to it when its dialog closes. */
  onEdit: (user: ManagedUser, opener: HTMLElement) => void;
  onDelete: (user: ManagedUser, opener: HTMLElement) => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An email that may wrap before its "@" on a narrow screen, and nowhere else. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** The address, and whether its holder has confirmed it or a new one waits for confirmation. */
function EmailCell({ user }: { user: ManagedUser }) {
  return (
    <>
      <Email address={user.email} />
      {/* Members are the ones asked to confirm (staff and admins are not). */}
      {!user.emailConfirmed && user.userType === 'user' && (
        <span className="cell-note">Not confirmed yet</span>
      )}
      {user.pendingEmail !== null && (
        <span className="cell-note">
          Changing to <Email address={user.pendingEmail} /> once confirmed there
        </span>
      )}
    </>
  );
}

const columns: DataTableColumns<ManagedUser> = [
  { header: 'Name', cell: (user) => user.name || '(no name)', className: 'cell-break' },
  { header: 'Email', cell: (user) => <EmailCell user={user} />, className: 'cell-break' },
  { header: 'RSMIN Card Number', cell: (user) => user.cardNumber, className: 'cell-break' },
  { header: 'User Type', cell: (user) => user.userType, className: 'cell-break' },
  { header: 'Education', cell: (user) => yesNo(user.education) },
  { header: 'Harvesting', cell: (user) => yesNo(user.harvesting) },
  { header: 'Community Outreach', cell: (user) => yesNo(user.communityOutreach) },
];

/**
 * Every account with its role and flags. Each row is named by the user's name (a row
 * header), and its buttons say whose they are ("Edit Ann Lee"), so that a screen-reader
 * user moving from button to button knows which account they act on. Its rows stay rows on a
 * phone: the table scrolls sideways.
 */
export function UsersTable({ users, deletingId, onEdit, onDelete }: UsersTableProps) {
  return (
    <DataTable
      caption={`Users (${users.length})`}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      stackOnNarrow={false}
      actions={(user) => {
        const deleting = deletingId === user.id;
        return (
          <div className="actions">
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={deleting}
              onClick={(event) => onEdit(user, event.currentTarget)}
            >
              Edit<span className="visually-hidden"> {user.name}</span>
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              disabled={deleting}
              aria-busy={deleting}
              onClick={(event) => onDelete(user, event.currentTarget)}
            >
              {deleting ? 'Deleting...' : 'Delete'}
              <span className="visually-hidden"> {user.name}</span>
            </button>
          </div>
        );
      }}
    />
  );
}
