import { DataTable, type DataTableColumns } from '@portal/web-kit';
import { editUsersTexts } from './edit-users-texts.js';
import type { ManagedUser } from './managed-user.js';

interface UsersTableProps {
  users: readonly ManagedUser[];
  /** The id of the user being deleted, whose buttons wait meanwhile. */
  deletingId: string | null;
  /** `opener` is the button pressed: focus goes back to it when its dialog closes. */
  onEdit: (user: ManagedUser, opener: HTMLElement) => void;
  onDelete: (user: ManagedUser, opener: HTMLElement) => void;
  /** "Send reset link" (an account with a password) or "Send invitation again" (one without). */
  onSendLink: (user: ManagedUser, opener: HTMLElement) => void;
  /** The id of the user a link is being sent to, whose button waits meanwhile. */
  sendingId: string | null;
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
      {user.invitationPending && (
        <span className="cell-note">{editUsersTexts.invitationPending}</span>
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
  {
    header: 'RSMIN Card Number',
    // Staff and admins invited by an admin have no card.
    cell: (user) =>
      user.cardNumber ?? <span className="cell-note">{editUsersTexts.noCardNumber}</span>,
    className: 'cell-break',
  },
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
export function UsersTable({
  users,
  deletingId,
  onEdit,
  onDelete,
  onSendLink,
  sendingId,
}: UsersTableProps) {
  return (
    <DataTable
      caption={`Users (${users.length})`}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      stackOnNarrow={false}
      actions={(user) => {
        const deleting = deletingId === user.id;
        const sending = sendingId === user.id;
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
              className="button button-small button-secondary"
              disabled={deleting || sending}
              aria-busy={sending}
              onClick={(event) => onSendLink(user, event.currentTarget)}
            >
              {sending
                ? 'Sending...'
                : user.invitationPending
                  ? 'Send invitation again'
                  : 'Send reset link'}
              <span className="visually-hidden"> to {user.name}</span>
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
