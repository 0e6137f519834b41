import { useId } from 'react';
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

/**
 * Every account with its role and flags. Each row is named by the user's name (a row
 * header), and its buttons say whose they are ("Edit Ann Lee"), so that a screen-reader
 * user moving from button to button knows which account they act on.
 */
export function UsersTable({ users, deletingId, onEdit, onDelete }: UsersTableProps) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table">
        <caption id={captionId}>Users ({users.length})</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">RSMIN Card Number</th>
            <th scope="col">User Type</th>
            <th scope="col">Education</th>
            <th scope="col">Harvesting</th>
            <th scope="col">Community Outreach</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const deleting = deletingId === user.id;
            return (
              <tr key={user.id}>
                <th scope="row" className="cell-break">
                  {user.name || '(no name)'}
                </th>
                <td className="cell-break">
                  <Email address={user.email} />
                </td>
                <td className="cell-break">{user.cardNumber}</td>
                <td className="cell-break">{user.userType}</td>
                <td>{yesNo(user.education)}</td>
                <td>{yesNo(user.harvesting)}</td>
                <td>{yesNo(user.communityOutreach)}</td>
                <td>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
