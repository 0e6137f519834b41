import { act, fireEvent, render, screen } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  testUser,
} from '@portal/web-kit/testing';
import { GuidelinesCard } from './guidelines-card.js';

const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });
const path = '/api/office-settings/guidelines';

afterEach(restoreFetch);

describe('the guidelines card on /admin-dashboard', () => {
  it('shows the guidelines as they are and saves what the admin writes, as plain text', async () => {
    const fetch = fakeFetch((url, init) =>
      url === path && init.method === 'PUT'
        ? { status: 200, body: sentBody([url, init]) }
        : { status: 200, body: { text: 'Who can apply' } },
    );
    await act(async () => {
      render(
        <SessionStoreProvider store={signedInTestSession(admin)}>
          <GuidelinesCard />
        </SessionStoreProvider>,
      );
    });
    const box = await screen.findByLabelText<HTMLTextAreaElement>(
      'Guidelines shown to members at /guidelines',
    );
    expect(box.value).toBe('Who can apply');

    const written = 'Who can apply\nMembers.\n\n<b>What to send</b>';
    fireEvent.change(box, { target: { value: written } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Guidelines' })));

    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe(path);
    expect(sentBody(put)).toEqual({ text: written });
    expect(await screen.findByText('The guidelines are saved.')).toBeTruthy();
  });
});
