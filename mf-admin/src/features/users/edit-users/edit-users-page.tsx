import type { User } from '@portal/contract/users';
import {
  ApiRequestError,
  fullName,
  LoadingStatus,
  useConfirm,
  useProblemText,
  useSession,
} from '@portal/web-kit';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@portal/web-kit/router';
import { deleteUser } from '../api/delete-user.js';
import { resendInvitation } from '../api/resend-invitation.js';
import { sendPasswordReset } from '../api/send-password-reset.js';
import { EditUserDialog } from './edit-user-dialog.js';
import { InviteUserDialog } from './invite-user-dialog.js';
import { useAdminMessages } from '../../../i18n/admin-messages.js';
import { editUsersMessages as words } from './messages.js';
import type { ManagedUser } from './managed-user.js';
import { UsersTable } from './users-table.js';
import { useUserList } from './use-user-list.js';

/**
 * `/edit-users` (spec §2): every account, decrypted with this session's key, with Edit
 * (a dialog) and Delete (after a confirmation), a reset link for a member who forgot their
 * password (the admin never sees or chooses it), and invitations for new staff, who set their
 * own password. The table reloads after each change.
 * Loaded on demand (routes.ts): CryptoJS comes with this page only.
 */
export default function EditUsersPage() {
  const { t } = useAdminMessages();
  const problemText = useProblemText();
  const session = useSession();
  const list = useUserList(session.encryptionKey);
  // The user being edited, and the Edit button that opened the dialog (focus goes back to it).
  const [editing, setEditing] = useState<{ user: ManagedUser; opener: HTMLElement } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  // The Invite staff button, while its dialog is open (focus goes back to it).
  const [inviting, setInviting] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { confirm, confirmDialog } = useConfirm();

  function openEditor(user: ManagedUser, opener: HTMLElement) {
    setNotice(null);
    setEditing({ user, opener });
  }

  function closeEditor() {
    setEditing(null);
  }

  function saved(user: User) {
    // Their own role changed: a full page load re-reads the account, and the guards follow.
    if (user.id === session.user?.id) {
      window.location.reload();
      return;
    }
    const who = fullName(user) || t(words.theUser);
    setNotice({
      text: !user.pendingEmail
        ? t(words.saved, { name: who })
        : t(words.savedNewEmail, { name: who, email: user.pendingEmail }),
      isError: false,
    });
    closeEditor();
    list.refresh();
  }

  function invited(user: User) {
    setInviting(null);
    setNotice({
      text: t(words.invitationSent, {
        name: fullName(user) || t(words.thePerson),
        email: user.email,
      }),
      isError: false,
    });
    list.refresh();
  }

  /** "Send reset link", or for an account not set up yet, "Send invitation again". */
  async function sendLink(user: ManagedUser, opener: HTMLElement) {
    const name = user.name || t(words.thisUser);
    const invitation = user.invitationPending;
    const confirmed = await confirm(
      t(invitation ? words.invitationConfirm : words.resetConfirm, { name, email: user.email }),
      {
        title: t(invitation ? words.invitationTitle : words.resetTitle, { name }),
        confirmLabel: t(invitation ? words.sendInvitation : words.sendResetLink),
        returnFocusTo: opener,
      },
    );
    if (!confirmed) return;
    setNotice(null);
    setSendingId(user.id);
    try {
      const { sentTo } = invitation
        ? await resendInvitation(user.id)
        : await sendPasswordReset(user.id);
      flushSync(() => {
        setSendingId(null);
        setNotice({
          text: t(invitation ? words.invitationSent : words.resetSent, { name, email: sentTo }),
          isError: false,
        });
      });
    } catch (error) {
      flushSync(() => {
        setSendingId(null);
        setNotice({
          text: problemText(error, t(words.linkFailed)),
          isError: true,
        });
      });
    }
    noticeRef.current?.focus();
    list.refresh();
  }

  async function remove(user: ManagedUser, opener: HTMLElement) {
    const confirmed = await confirm(t(words.deleteConfirm), {
      title: t(words.deleteTitle, { name: user.name || t(words.user) }),
      confirmLabel: t(words.delete),
      destructive: true,
      returnFocusTo: opener,
    });
    if (!confirmed) return;
    setNotice(null);
    setDeletingId(user.id);
    try {
      await deleteUser(user.id);
      // The row goes away with its buttons: focus moves to the message that says why.
      flushSync(() => {
        setDeletingId(null);
        setNotice({
          text: t(words.deleted, { name: user.name || t(words.theUser) }),
          isError: false,
        });
      });
      noticeRef.current?.focus();
      list.refresh();
    } catch (error) {
      flushSync(() => {
        setDeletingId(null);
        const reason = error instanceof ApiRequestError ? error.serverMessage : undefined;
        setNotice(reason ? { text: problemText(error), isError: true } : null);
      });
      window.alert(t(words.deleteFailed));
    }
  }

  return (
    <div className="page page-wide">
      <h1>{t(words.title)}</h1>
      <p className="actions">
        <Link to="/register" className="button">
          {t(words.addUser)}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={(event) => {
            setNotice(null);
            setInviting(event.currentTarget);
          }}
        >
          {t(words.inviteStaff)}
        </button>
        <Link to="/admin-dashboard">{t(words.backToDashboard)}</Link>
      </p>
      <div ref={noticeRef} tabIndex={-1} role="status">
        {notice && (
          <p className={notice.isError ? 'notice notice-error' : 'notice notice-success'}>
            {notice.text}
          </p>
        )}
      </div>
      <UserListContent
        list={list}
        deletingId={deletingId}
        onEdit={openEditor}
        onDelete={(user, opener) => void remove(user, opener)}
        sendingId={sendingId}
        onSendLink={(user, opener) => void sendLink(user, opener)}
      />
      {editing && (
        <EditUserDialog
          user={editing.user}
          opener={editing.opener}
          onCancel={closeEditor}
          onSaved={saved}
        />
      )}
      {inviting && (
        <InviteUserDialog
          opener={inviting}
          onCancel={() => setInviting(null)}
          onInvited={invited}
        />
      )}
      {confirmDialog}
    </div>
  );
}

interface UserListContentProps {
  list: ReturnType<typeof useUserList>;
  deletingId: string | null;
  sendingId: string | null;
  onEdit: (user: ManagedUser, opener: HTMLElement) => void;
  onDelete: (user: ManagedUser, opener: HTMLElement) => void;
  onSendLink: (user: ManagedUser, opener: HTMLElement) => void;
}

function UserListContent({
  list,
  deletingId,
  sendingId,
  onEdit,
  onDelete,
  onSendLink,
}: UserListContentProps) {
  const { t } = useAdminMessages();
  const failure = list.error && (
    <div className="notice notice-error" role="alert">
      <p>{list.error}</p>
      <button type="button" className="button" onClick={list.refresh}>
        {t(words.retry)}
      </button>
    </div>
  );
  if (list.users === null) {
    return failure || <LoadingStatus onRetry={list.refresh}>{t(words.loading)}</LoadingStatus>;
  }
  return (
    <>
      {failure}
      {list.loading && <LoadingStatus onRetry={list.refresh}>{t(words.updating)}</LoadingStatus>}
      {list.users.length === 0 ? (
        <p>{t(words.empty)}</p>
      ) : (
        <UsersTable
          users={list.users}
          deletingId={deletingId}
          sendingId={sendingId}
          onEdit={onEdit}
          onDelete={onDelete}
          onSendLink={onSendLink}
        />
      )}
    </>
  );
}
