import { DataTable, type DataTableColumns } from '@portal/web-kit';
import type { Messages } from '@portal/web-kit/i18n';
import { useAdminMessages } from '../../../i18n/admin-messages.js';
import type { ManagedUser } from './managed-user.js';
import { editUsersMessages as words } from './messages.js';

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
  const { t } = useAdminMessages();
  // The sentence around the new address, which keeps its own break before the "@".
  const [before, after] = t(words.changingTo, { email: '\u0000' }).split('\u0000');
  return (
    <>
      <Email address={user.email} />
      {/* Members are the ones asked to confirm (staff and admins are not). */}
      {!user.emailConfirmed && user.userType === 'user' && (
        <span className="cell-note">{t(words.notConfirmed)}</span>
      )}
      {user.invitationPending && <span className="cell-note">{t(words.invitationPending)}</span>}
      {user.pendingEmail !== null && (
        <span className="cell-note">
          {before}
          <Email address={user.pendingEmail} />
          {after}
        </span>
      )}
    </>
  );
}

function usersColumns(t: Messages['t']): DataTableColumns<ManagedUser> {
  const yesNo = (value: boolean) => t(words.yesNo, { value: value ? 'yes' : 'no' });
  return [
    {
      header: t(words.name),
      cell: (user) => user.name || t(words.noName),
      className: 'cell-break',
    },
    { header: t(words.email), cell: (user) => <EmailCell user={user} />, className: 'cell-break' },
    {
      header: t(words.cardNumber),
      // Staff and admins invited by an admin have no card.
      cell: (user) => user.cardNumber ?? <span className="cell-note">{t(words.noCardNumber)}</span>,
      className: 'cell-break',
    },
    {
      header: t(words.userType),
      cell: (user) => t(words.userTypeName, { type: user.userType }),
      className: 'cell-break',
    },
    { header: t(words.education), cell: (user) => yesNo(user.education) },
    { header: t(words.harvesting), cell: (user) => yesNo(user.harvesting) },
    { header: t(words.communityOutreach), cell: (user) => yesNo(user.communityOutreach) },
  ];
}

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
  const { t } = useAdminMessages();
  return (
    <DataTable
      caption={t(words.caption, { count: users.length })}
      columns={usersColumns(t)}
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
              {t(words.edit)}
              <span className="visually-hidden"> {user.name}</span>
            </button>
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={deleting || sending}
              aria-busy={sending}
              onClick={(event) => onSendLink(user, event.currentTarget)}
            >
              {sending
                ? t(words.sending)
                : user.invitationPending
                  ? t(words.sendInvitationAgain)
                  : t(words.sendResetLink)}
              <span className="visually-hidden">{t(words.toName, { name: user.name })}</span>
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              disabled={deleting}
              aria-busy={deleting}
              onClick={(event) => onDelete(user, event.currentTarget)}
            >
              {deleting ? t(words.deleting) : t(words.delete)}
              <span className="visually-hidden"> {user.name}</span>
            </button>
          </div>
        );
      }}
    />
  );
}
