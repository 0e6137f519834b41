import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AES from 'crypto-js/aes.js';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  testUser,
  type FakeAnswer,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { act } from '@testing-library/react';
import { useAdminMessages } from '../../../i18n/admin-messages.js';
import EditUsersPage from './edit-users-page.js';

const sessionKey = 'this-session-key';
const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });
const lock = (text: string) => AES.encrypt(text, sessionKey).toString();
/** Encrypted under another session's key: it cannot be read with this one. */
const unreadable = 'U2FsdGVkX1+CBfowviFoww1clMKfb65xr2Wkb+V1Spc=';

const annId = '0b7f2b52-6a4f-4a48-9d83-6a1a4c6f2d10';
const ann = {
  _id: annId,
  id: annId,
  firstName: lock('Ann'),
  lastName: lock('Lee'),
  email: lock('ann@example.ca'),
  cardNumber: lock('RS-1'),
  userType: lock('user'),
  education: true,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};
const bo = {
  _id: 'b-2',
  id: 'b-2',
  firstName: unreadable,
  lastName: lock('Zed'),
  email: 'bo@example.ca',
  cardNumber: lock('RS-2'),
  userType: lock('staff'),
  education: false,
  harvesting: true,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};

type Route = (method: string, url: string, body: unknown) => FakeAnswer | 'never';

/** Renders the page with the portal answering `route`; each test waits for what it expects. */
function showPage(route: Route) {
  const fetch = fakeFetch((url, init) =>
    route(
      init.method ?? 'GET',
      url,
      typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    ),
  );
  render(
    <SessionStoreProvider store={signedInTestSession(admin, sessionKey)}>
      <MemoryRouter>
        <EditUsersPage />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

/** The page once the user table is there. */
async function showUsers(route: Route) {
  const fetch = showPage(route);
  await screen.findByRole('table');
  return fetch;
}

const listOf = (...users: unknown[]) => ({ status: 200, body: users });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    // The data cells; the last one holds the buttons.
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 7),
    );
const calls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const button = (name: string) => screen.getByRole('button', { name });
const deleteQuestion = 'Are you sure you want to delete this user? This action cannot be undone.';

/** Presses Delete on Ann's row and gives the question that opens. */
function askToDeleteAnn() {
  fireEvent.click(button('Delete Ann Lee'));
  return within(screen.getByRole('alertdialog', { name: 'Delete Ann Lee' }));
}

describe('/edit-users', () => {
  let alert: jest.Mock<(message?: string) => void>;

  beforeEach(() => {
    alert = jest.fn<(message?: string) => void>();
    jest.spyOn(window, 'alert').mockImplementation(alert);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('shows progress while the list loads', () => {
    showPage(() => 'never');

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading users…',
    );
  });

  it('says so when there are no users', async () => {
    showPage(() => listOf());

    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('decrypts the list with the session key, shows what does not decrypt as it came, and builds the name', async () => {
    await showUsers(() => listOf(bo, ann));

    expect(rows()).toEqual([
      ['Ann Lee', 'ann@example.ca', 'RS-1', 'user', 'Yes', 'No', 'No'],
      [`${unreadable} Zed`, 'bo@example.ca', 'RS-2', 'staff', 'No', 'Yes', 'No'],
    ]);
    expect(button('Edit Ann Lee')).toBeTruthy();
    expect(button('Delete Ann Lee')).toBeTruthy();
  });

  it('says whose address is not confirmed yet, and which new address waits for confirmation', async () => {
    await showUsers(() =>
      listOf(
        { ...ann, emailConfirmed: false },
        { ...bo, firstName: lock('Bo'), pendingEmail: lock('bo.new@example.ca') },
      ),
    );

    expect(rows().map((row) => row[1])).toEqual([
      'ann@example.caNot confirmed yet',
      'bo@example.caChanging to bo.new@example.ca once confirmed there',
    ]);
  });

  it("says a new email becomes the account's only once confirmed at the new address", async () => {
    await showUsers((method, _url, body) =>
      method === 'PUT'
        ? {
            status: 200,
            body: {
              ...(body as object),
              _id: annId,
              id: annId,
              email: 'ann@example.ca',
              pendingEmail: 'ann.new@example.ca',
              emailConfirmed: true,
            },
          }
        : listOf(ann),
    );
    fireEvent.click(button('Edit Ann Lee'));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Ann Lee' }));
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'ann.new@example.ca' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        "Saved the changes to Ann Lee. A link went to ann.new@example.ca: the account's email becomes that address when the link is used there.",
      ),
    ).toBeTruthy();
  });

  it('edits a user in a dialog and saves with PUT and updateEmailHash, then reloads the table', async () => {
    let saved = false;
    const fetch = await showUsers((method, url, body) => {
      if (method === 'PUT') {
        saved = true;
        const sent = body as { firstName: string; lastName: string };
        return {
          status: 200,
          body: { ...sent, _id: annId, id: annId, name: `${sent.firstName} ${sent.lastName}` },
        };
      }
      return listOf(saved ? { ...ann, userType: lock('staff'), harvesting: true } : ann);
    });

    fireEvent.click(button('Edit Ann Lee'));

    const dialog = within(screen.getByRole('dialog', { name: 'Edit Ann Lee' }));
    const firstName = dialog.getByLabelText('First Name');
    expect(document.activeElement).toBe(firstName);
    for (const label of ['First Name', 'Last Name', 'Email', 'RSMIN Card Number']) {
      expect([label, dialog.getByLabelText(label).hasAttribute('required')]).toEqual([label, true]);
    }
    expect(dialog.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(dialog.getByLabelText<HTMLInputElement>('Email').value).toBe('ann@example.ca');
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'user',
      'staff',
      'admin',
    ]);

    fireEvent.change(dialog.getByLabelText('User Type'), { target: { value: 'staff' } });
    fireEvent.click(dialog.getByLabelText('Harvesting'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the changes to Ann Lee.')).toBeTruthy();
    await waitFor(() => expect(rows()[0]?.slice(3, 6)).toEqual(['staff', 'Yes', 'Yes']));
    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe(`/api/users/${annId}`);
    expect(sentBody(put)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.ca',
      cardNumber: 'RS-1',
      userType: 'staff',
      education: true,
      harvesting: true,
      communityOutreach: false,
      updateEmailHash: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch)).toEqual(['GET /api/users', `PUT /api/users/${annId}`, 'GET /api/users']);
    expect(document.activeElement).toBe(button('Edit Ann Lee'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('checks required fields before saving', async () => {
    const fetch = await showUsers(() => listOf(ann));
    fireEvent.click(button('Edit Ann Lee'));
    const dialog = within(screen.getByRole('dialog'));

    fireEvent.change(dialog.getByLabelText('Last Name'), { target: { value: '  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByText('Last Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Last Name'));
    expect(calls(fetch)).toEqual(['GET /api/users']);
  });

  it("alerts 'Failed to update user. Please try again.' and shows the portal's reason when saving fails", async () => {
    const onlyAdmin =
      'This is the only admin account, so it must stay an admin. Make another account an admin first.';
    await showUsers((method) =>
      method === 'PUT'
        ? { status: 409, body: { statusCode: 409, message: onlyAdmin, error: 'Conflict' } }
        : listOf(ann),
    );
    fireEvent.click(button('Edit Ann Lee'));
    const dialog = within(screen.getByRole('dialog'));

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to update user. Please try again.'),
    );
    expect(dialog.getByRole('alert').textContent).toBe(onlyAdmin);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['Cancel', () => fireEvent.click(within(screen.getByRole('dialog')).getByText('Cancel'))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
  ])(
    'closes the dialog on %s without saving, and gives focus back to the Edit button',
    async (_how, close) => {
      const fetch = await showUsers(() => listOf(ann));
      fireEvent.click(button('Edit Ann Lee'));

      close();

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button('Edit Ann Lee'));
      expect(calls(fetch)).toEqual(['GET /api/users']);
    },
  );

  it('asks for confirmation in a dialog before deleting, and deletes nothing when refused', async () => {
    const fetch = await showUsers(() => listOf(ann));

    const question = askToDeleteAnn();

    expect(question.getByText(deleteQuestion)).toBeTruthy();
    expect(document.activeElement).toBe(question.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(question.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Delete Ann Lee')));
    expect(calls(fetch)).toEqual(['GET /api/users']);
    expect(rows()).toHaveLength(1);
  });

  it('deletes after confirmation, reloads the table and moves focus to the message', async () => {
    let deleted = false;
    const fetch = await showUsers((method) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return deleted ? listOf(bo) : listOf(ann, bo);
    });

    fireEvent.click(askToDeleteAnn().getByRole('button', { name: 'Delete' }));

    const message = await screen.findByText('Deleted Ann Lee.');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls(fetch)).toEqual([
      'GET /api/users',
      `DELETE /api/users/${annId}`,
      'GET /api/users',
    ]);
    expect(document.activeElement?.contains(message)).toBe(true);
  });

  it("alerts 'Failed to delete user. Please try again.' when the delete fails", async () => {
    await showUsers((method) =>
      method === 'DELETE'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              message: 'The last admin cannot be deleted.',
              error: 'Conflict',
            },
          }
        : listOf(ann),
    );

    fireEvent.click(askToDeleteAnn().getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to delete user. Please try again.'),
    );
    expect(screen.getByText('The last admin cannot be deleted.')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it("shows the portal's message with Retry when the list cannot be loaded", async () => {
    let attempts = 0;
    showPage(() =>
      ++attempts === 1
        ? { status: 403, body: { statusCode: 403, message: 'Admins only.', error: 'Forbidden' } }
        : listOf(ann),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Admins only.');

    fireEvent.click(button('Retry'));

    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('/edit-users: getting people in', () => {
  const ednaId = '5d1b6a34-1f0e-4c2b-9a57-6c8a1f3e2b90';
  /** Invited staff: no card number, no password yet. */
  const edna = {
    _id: ednaId,
    id: ednaId,
    firstName: lock('Edna'),
    lastName: lock('Officer'),
    email: lock('edna@nation.example'),
    cardNumber: null,
    userType: lock('staff'),
    education: true,
    harvesting: false,
    communityOutreach: false,
    emailConfirmed: false,
    pendingEmail: null,
    invitationPending: true,
  };

  afterEach(() => {
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('shows no card number for staff, and who has not set a password yet', async () => {
    await showUsers(() => listOf(ann, edna));
    const ednaRow = rows().find((row) => row[0] === 'Edna Officer');
    expect(ednaRow?.slice(1, 3)).toEqual([
      'edna@nation.exampleInvited: no password set yet',
      'None',
    ]);
    expect(button('Send invitation again to Edna Officer')).toBeTruthy();
    expect(button('Send reset link to Ann Lee')).toBeTruthy();
  });

  it('sends a member a reset link after a confirmation that says the admin never sees the password', async () => {
    const fetch = await showUsers((method, url) =>
      method === 'POST' && url === `/api/users/${annId}/password-reset`
        ? { status: 202, body: { sentTo: 'ann@example.ca' } }
        : listOf(ann),
    );
    fireEvent.click(button('Send reset link to Ann Lee'));
    const question = within(screen.getByRole('alertdialog', { name: 'Reset link for Ann Lee' }));
    expect(question.getByText(/You will not see or choose the password/)).toBeTruthy();
    fireEvent.click(question.getByRole('button', { name: 'Send reset link' }));

    const notice = await screen.findByText(
      'A link to choose a new password went to ann@example.ca. Ann Lee can use it for 30 minutes.',
    );
    expect(document.activeElement?.contains(notice)).toBe(true);
    expect(calls(fetch)).toContain(`POST /api/users/${annId}/password-reset`);
  });

  it('sends nothing when the confirmation is refused', async () => {
    const fetch = await showUsers(() => listOf(ann));
    fireEvent.click(button('Send reset link to Ann Lee'));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetch)).toEqual(['GET /api/users']);
  });

  it('sends an invitation again, and shows the portal’s reason when it cannot', async () => {
    let answer: FakeAnswer = { status: 202, body: { sentTo: 'edna@nation.example' } };
    await showUsers((method) => (method === 'POST' ? answer : listOf(edna)));
    fireEvent.click(button('Send invitation again to Edna Officer'));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Invite Edna Officer again' })).getByRole(
        'button',
        { name: 'Send invitation' },
      ),
    );
    await screen.findByText(
      'The invitation went to edna@nation.example. Edna Officer sets their own password from it; the account cannot sign in until then.',
    );

    answer = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'user.invitation_accepted',
        message:
          'Edna Officer has set a password already. To help them back in, send a reset link instead.',
        error: 'Conflict',
      },
    };
    fireEvent.click(button('Send invitation again to Edna Officer'));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send invitation' }),
    );
    await screen.findByText(
      'Edna Officer has set a password already. To help them back in, send a reset link instead.',
    );
  });

  it('invites staff with name, email, role and flags, and no card number', async () => {
    let invited = false;
    const fetch = await showUsers((method, _url, body) => {
      if (method === 'POST') {
        invited = true;
        return {
          status: 201,
          body: {
            ...(body as object),
            _id: ednaId,
            id: ednaId,
            name: 'Edna Officer',
            cardNumber: null,
            emailConfirmed: false,
            pendingEmail: null,
            invitationPending: true,
          },
        };
      }
      return listOf(...(invited ? [ann, edna] : [ann]));
    });
    fireEvent.click(button('Invite staff'));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite staff' }));
    expect(dialog.queryByLabelText('RSMIN Card Number')).toBeNull();
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'staff',
      'admin',
    ]);
    // Checked before sending.
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText('First Name is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('First Name'), { target: { value: 'Edna' } });
    fireEvent.change(dialog.getByLabelText('Last Name'), { target: { value: 'Officer' } });
    fireEvent.change(dialog.getByLabelText('Email'), {
      target: { value: 'Edna@Nation.example' },
    });
    fireEvent.click(dialog.getByLabelText('Education'));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

    await screen.findByText(
      'The invitation went to edna@nation.example. Edna Officer sets their own password from it; the account cannot sign in until then.',
    );
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe('/api/users/invitations');
    expect(sentBody(post)).toEqual({
      firstName: 'Edna',
      lastName: 'Officer',
      email: 'edna@nation.example',
      userType: 'staff',
      education: true,
      harvesting: false,
      communityOutreach: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rows().map((row) => row[0])).toContain('Edna Officer'));
  });

  it('saves staff with no card number, and still asks a member for one', async () => {
    const fetch = await showUsers((method, _url, body) =>
      method === 'PUT'
        ? { status: 200, body: { ...(body as object), _id: ednaId, id: ednaId } }
        : listOf(ann, edna),
    );
    fireEvent.click(button('Edit Edna Officer'));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Edna Officer' }));
    const card = dialog.getByLabelText('RSMIN Card Number');
    expect(card.hasAttribute('required')).toBe(false);
    expect(dialog.getByText('Staff and admins may have none: leave it empty.')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('User Type'), { target: { value: 'user' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('RSMIN Card Number is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('User Type'), { target: { value: 'staff' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(sentBody(put)).toMatchObject({ cardNumber: null, userType: 'staff' });
  });
});

describe('/edit-users in French', () => {
  beforeAll(() => Promise.all([useAdminMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => {
    act(() => portalLanguage().choose('en'));
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('shows the page, the table, the edit dialog and the delete question in French', async () => {
    await showUsers(() => listOf(ann, bo));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier les utilisateurs');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Nom',
      'Courriel',
      'Numéro de carte de membre RSMIN',
      'Type d’utilisateur',
      'Éducation',
      'Récolte',
      'Relations communautaires',
      'Actions',
    ]);
    expect(screen.getByRole('table', { name: 'Utilisateurs (2)' })).toBeTruthy();
    expect(rows()[0].slice(3)).toEqual(['membre', 'Oui', 'Non', 'Non']);
    expect(button('Envoyer un lien de réinitialisation à Ann Lee')).toBeTruthy();

    fireEvent.click(button('Modifier Ann Lee'));
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier Ann Lee' }));
    expect(dialog.getByLabelText('Prénom')).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Accès' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Annuler' }));

    fireEvent.click(button('Supprimer Ann Lee'));
    const question = within(screen.getByRole('alertdialog', { name: 'Supprimer Ann Lee' }));
    expect(
      question.getByText(
        /^Voulez-vous vraiment supprimer cet utilisateur\u202f\? Cette action est irréversible\.$/u,
        { normalizer: (text) => text },
      ),
    ).toBeTruthy();
    fireEvent.click(question.getByRole('button', { name: 'Annuler' }));
  });

  it("invites staff in French, and says the portal's refusal in French by its code", async () => {
    await showUsers((method) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'user.email_taken',
              message: 'This email is already registered.',
              error: 'Conflict',
            },
          }
        : listOf(ann),
    );
    fireEvent.click(button('Inviter du personnel'));
    const dialog = within(screen.getByRole('dialog', { name: 'Inviter du personnel' }));
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'personnel',
      'administrateur',
    ]);
    fireEvent.change(dialog.getByLabelText('Prénom'), { target: { value: 'Edna' } });
    fireEvent.change(dialog.getByLabelText('Nom de famille'), { target: { value: 'Officer' } });
    fireEvent.change(dialog.getByLabelText('Courriel'), {
      target: { value: 'edna@nation.example' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(await dialog.findByText('Ce courriel est déjà inscrit.')).toBeTruthy();
    expect(dialog.queryByText('This email is already registered.')).toBeNull();
  });
});
