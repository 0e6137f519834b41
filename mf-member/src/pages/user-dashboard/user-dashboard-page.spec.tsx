import { act, render, screen, within } from '@testing-library/react';
import type { User } from '@portal/contract';
import { createMemoryStorage, createSessionStore, SessionStoreProvider } from '@portal/web-kit';
import { MemoryRouter, useLocation } from '@portal/web-kit/router';
import { chooseEnglish, chooseFrench } from '../../test/french.js';
import { UserDashboardPage } from './user-dashboard-page.js';

const ann: User = {
  _id: 'u-1',
  id: 'u-1',
  firstName: 'Ann',
  lastName: 'Member',
  name: 'Ann Member',
  email: 'ann@example.ca',
  cardNumber: 'RS-1',
  userType: 'user',
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};

function HistoryState() {
  return <p data-testid="history-state">{JSON.stringify(useLocation().state)}</p>;
}

async function showDashboardFor(user: User, state?: unknown) {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.signIn({ token: 't', encryptionKey: 'k', user });
  await act(async () => {
    render(
      <SessionStoreProvider store={session}>
        <MemoryRouter initialEntries={[{ pathname: '/user-dashboard', state }]}>
          <UserDashboardPage />
          <HistoryState />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
}

describe('/user-dashboard', () => {
  it('greets the member by first name', async () => {
    await showDashboardFor(ann);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ann');
  });

  it('opens Education (to /apply-grant); Harvesting is Coming Soon and not a link; no empty tile', async () => {
    await showDashboardFor(ann);

    const areas = screen.getByRole('list', { name: 'Areas' });
    const links = within(areas).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/apply-grant']);
    expect(within(areas).getByRole('link', { name: 'Education' })).toBe(links[0]);
    // Its name is all the text it shows (WCAG 2.5.3): the tile's sentence is only its description.
    expect(links[0]?.textContent).toBe('Education');
    expect(links[0]?.getAttribute('aria-describedby')).not.toBeNull();
    const harvesting = within(areas).getByRole('heading', { name: 'Harvesting' }).parentElement;
    expect(harvesting?.textContent).toContain('Coming Soon');
    // Two tiles, and no empty dashed box beside them.
    expect(within(areas).getAllByRole('listitem')).toHaveLength(2);
    expect(areas.querySelectorAll('li')).toHaveLength(2);
    expect(areas.querySelector('.tile-blank')).toBeNull();
  });

  it('says an application was just submitted, with a link to it, and forgets the news on reload', async () => {
    await showDashboardFor(ann, {
      submittedApplication: { id: 'a-1', grantTitle: 'Post-Secondary Bursary' },
    });

    const message = await screen.findByText(/was submitted/);
    expect(message.textContent).toBe(
      'Your application for "Post-Secondary Bursary" was submitted. View your application',
    );
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View your application' }).getAttribute('href')).toBe(
      '/applications/a-1',
    );
    // The navigation state is dropped, so a reload does not say it again.
    expect(screen.getByTestId('history-state').textContent).toBe('null');
  });

  it('says nothing of submissions on an ordinary visit', async () => {
    await showDashboardFor(ann);

    expect(screen.queryByText(/was submitted/)).toBeNull();
  });

  describe('when files of the application did not arrive (spec §8)', () => {
    const invalidType =
      'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.';

    it("says 'Application submitted, but some files couldn't be uploaded' in an alert, with each file and why, and that the application is saved", async () => {
      await showDashboardFor(ann, {
        submittedApplication: {
          id: 'a-1',
          grantTitle: 'Post-Secondary Bursary',
          uploadFailures: {
            kind: 'files',
            files: [
              { name: 'photo.png', reason: invalidType },
              { name: 'transcript.pdf', reason: 'Cancelled' },
            ],
          },
        },
      });

      const sentence = await screen.findByText(
        "Application submitted, but some files couldn't be uploaded",
      );
      const alert = sentence.closest<HTMLElement>('[role="alert"]')!;
      expect(alert).not.toBeNull();
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([`photo.png: ${invalidType}`, 'transcript.pdf: Cancelled']);
      expect(alert.textContent).toContain(
        'Your application for "Post-Secondary Bursary" is saved: you do not need to submit it again. Contact the education office about the files that did not arrive.',
      );
      expect(
        within(alert).getByRole('link', { name: 'View your application' }).getAttribute('href'),
      ).toBe('/applications/a-1');
      // Not also the plain success message, as if all went well.
      expect(screen.queryByText(/was submitted/)).toBeNull();
      expect(screen.getByTestId('history-state').textContent).toBe('null');
    });

    it("says 'Application was saved, but there was an issue uploading your files' when none arrived for a reason not theirs", async () => {
      await showDashboardFor(ann, {
        submittedApplication: {
          id: 'a-1',
          grantTitle: 'Post-Secondary Bursary',
          uploadFailures: {
            kind: 'all',
            files: [{ name: 'enrolment.pdf', reason: 'The connection to the portal was lost.' }],
          },
        },
      });

      const sentence = await screen.findByText(
        'Application was saved, but there was an issue uploading your files',
      );
      const alert = sentence.closest<HTMLElement>('[role="alert"]')!;
      expect(within(alert).getByRole('listitem').textContent).toBe(
        'enrolment.pdf: The connection to the portal was lost.',
      );
      expect(screen.queryByText(/some files couldn't be uploaded/)).toBeNull();
    });

    it('reads a state with a malformed list of failures as a plain submission', async () => {
      await showDashboardFor(ann, {
        submittedApplication: {
          id: 'a-1',
          grantTitle: 'Post-Secondary Bursary',
          uploadFailures: { kind: 'files', files: [{ name: 42 }] },
        },
      });

      await screen.findByText(/was submitted/);
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('');
    });
  });
});

describe('/user-dashboard in French', () => {
  beforeEach(chooseFrench);
  afterEach(chooseEnglish);

  it('greets the member and names the areas in French', async () => {
    await showDashboardFor(ann);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bienvenue, Ann');
    const areas = screen.getByRole('list', { name: 'Domaines' });
    expect(within(areas).getByRole('link', { name: 'Éducation' }).getAttribute('href')).toBe(
      '/apply-grant',
    );
    expect(
      within(areas).getByRole('heading', { name: 'Récolte' }).parentElement?.textContent,
    ).toContain('Bientôt offert');
  });

  it('says an application was submitted, with its reference, in French', async () => {
    await showDashboardFor(ann, {
      submittedApplication: {
        id: 'a-1',
        grantTitle: 'Post-Secondary Bursary',
        reference: 'EDU-2026-000123',
      },
    });

    const message = await screen.findByText(/a été soumise/);
    expect(message.textContent).toBe(
      'Votre demande pour «\u00a0Post-Secondary Bursary\u00a0» a été soumise. Votre numéro de référence est EDU-2026-000123. Voir votre demande',
    );
  });
});
