import type { User } from '@portal/contract/users';
import { ApiRequestError, fullName, LoadingStatus, useConfirm, useSession } from '@portal/web-kit';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@portal/web-kit/router';
import { deleteUser } from '../api/delete-user.js';
import { resendInvitation } from '../api/resend-invitation.js';
import { sendPasswordReset } from '../api/send-password-reset.js';
import { EditUserDialog } from './edit-user-dialog.js';
import { InviteUserDialog } from './invite-user-dialog.js';
import { editUsersTexts } from './edit-users-texts.js';
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
    const who = fullName(user) || 'the user';
    setNotice({
      text: !user.pendingEmail
        ? `Saved the changes to ${who}.`
        : `Saved the changes to ${who}. A link went to ${user.pendingEmail}: the account's email becomes that address when the link is used there.`,
      isError: false,
    });
    closeEditor();
    list.refresh();
  }

  function invited(user: User) {
    setInviting(null);
    setNotice({
      text: editUsersTexts.invitationSent(fullName(user) || 'The person', user.email),
      isError: false,
    });
    list.refresh();
  }

  /** "Send reset link", or for an account not set up yet, "Send invitation again". */
  async function sendLink(user: ManagedUser, opener: HTMLElement) {
    const name = user.name || 'this user';
    const invitation = user.invitationPending;
    const confirmed = await confirm(
      invitation
        ? editUsersTexts.invitationConfirm(name, user.email)
        : editUsersTexts.resetConfirm(name, user.email),
      {
        title: invitation ? `Invite ${name} again` : `Reset link for ${name}`,
        confirmLabel: invitation ? 'Send invitation' : 'Send reset link',
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
          text: invitation
            ? editUsersTexts.invitationSent(name, sentTo)
            : editUsersTexts.resetSent(name, sentTo),
          isError: false,
        });
      });
    } catch (error) {
      flushSync(() => {
        setSendingId(null);
        setNotice({
          text:
            (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
            'The link could not be sent. Please try again.',
          isError: true,
        });
      });
    }
    noticeRef.current?.focus();
    list.refresh();
  }

  async function remove(user: ManagedUser, opener: HTMLElement) {
    const confirmed = await confirm(editUsersTexts.deleteConfirm, {
      title: `Delete ${user.name || 'user'}`,
      confirmLabel: 'Delete',
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
        setNotice({ text: `Deleted ${user.name || 'the user'}.`, isError: false });
      });
      noticeRef.current?.focus();
      list.refresh();
    } catch (error) {
      flushSync(() => {
        setDeletingId(null);
        const reason = error instanceof ApiRequestError ? error.serverMessage : undefined;
        setNotice(reason ? { text: reason, isError: true } : null);
      });
      window.alert(editUsersTexts.deleteFailed);
    }
  }

  return (
    <div className="page page-wide">
      <h1>Edit Users</h1>
      <p className="actions">
        <Link to="/register" className="button">
          Add User
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={(event) => {
            setNotice(null);
            setInviting(event.currentTarget);
          }}
        >
          Invite staff
        </button>
        <Link to="/admin-dashboard">Back to Admin Dashboard</Link>
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
  const failure = list.error && (
    <div className="notice notice-error" role="alert">
      <p>{list.error}</p>
      <button type="button" className="button" onClick={list.refresh}>
        Retry
      </button>
    </div>
  );
  if (list.users === null) {
    return failure || <LoadingStatus onRetry={list.refresh}>Loading users…</LoadingStatus>;
  }
  return (
    <>
      {failure}
      {list.loading && <LoadingStatus onRetry={list.refresh}>Updating the list…</LoadingStatus>}
      {list.users.length === 0 ? (
        <p>No users found.</p>
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
