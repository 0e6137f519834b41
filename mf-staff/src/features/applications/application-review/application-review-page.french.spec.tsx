import { act, fireEvent, screen, within } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { testApplication } from '../../../test/application-factory.js';
import { testQuestion, testSection } from '../../../test/grant-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import ApplicationReviewPage from './application-review-page.js';

const application = testApplication({
  applicantName: 'Ann Lee',
  grantTitle: 'Language Keepers Award',
  status: 'submitted',
  sections: [
    testSection({
      label: 'About You',
      questions: [
        testQuestion({ label: 'Your story', type: 'textarea' }),
        testQuestion({ label: 'I live on reserve', type: 'checkbox', required: false }),
      ],
    }),
  ],
  answers: { '0-0': 'I teach songs.', '0-1': 'yes' },
});

function showReview() {
  return renderGrantPage(ApplicationReviewPage, {
    path: `/admin/applications/${application._id}`,
    pattern: '/admin/applications/:id',
    route: (method, url) => {
      if (url.endsWith('/history')) return { status: 200, body: [] };
      if (url.startsWith('/api/users/'))
        return { status: 200, body: { masked: null, reveals: null } };
      if (url.startsWith('/api/notifications/application/'))
        return { status: 200, body: { unread: 0 } };
      if (method === 'GET' && url === `/api/grant-applications/${application._id}`)
        return { status: 200, body: application };
      return 'never';
    },
  });
}

describe('/admin/applications/{id} in French', () => {
  // The French words arrive as a chunk of their own: fetched before the page is drawn.
  beforeAll(() => Promise.all([useStaffMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('writes the page, its answers and its status buttons in French', async () => {
    showReview();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Examiner la demande' }),
    ).toBeTruthy();
    const answers = await screen.findByRole('region', { name: 'Réponses' });
    expect(within(answers).getByText('(obligatoire)')).toBeTruthy();
    expect(within(answers).getByText('Oui')).toBeTruthy();
    const buttons = within(await screen.findByRole('group', { name: 'Changer le statut' }));
    expect(buttons.getAllByRole('button').map((button) => button.firstChild?.textContent)).toEqual([
      '✓ Marquer comme soumise',
      'Marquer comme examinée',
      'Approuver',
      'Refuser',
      'Demander plus d’information',
    ]);
    expect(buttons.getByRole('button', { name: 'Approuver' }).textContent).toBe(
      'ApprouverStatut\u00a0: Accordée',
    );
  });

  it('asks the decision in French, the reference in its sentence', async () => {
    showReview();

    const buttons = within(await screen.findByRole('group', { name: 'Changer le statut' }));
    await act(async () => {
      fireEvent.click(buttons.getByRole('button', { name: 'Refuser' }));
    });
    const dialog = screen.getByRole('dialog', {
      name: 'Marquer cette demande comme non accordée\u00a0?',
    });
    expect(dialog.querySelector('.dialog-message')?.textContent).toBe(
      `Un courriel indiquera à Ann Lee que la demande ${application.reference} n’est pas accordée, avec votre message.`,
    );
    expect(dialog.querySelector('.reference-inline')?.textContent).toBe(application.reference);
    expect(
      within(dialog).getByRole('textbox', { name: 'Note interne (facultative)' }),
    ).toBeTruthy();

    // Not Awarded goes with a message: sent without one, the dialog says so in French.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Non accordée' }));
    });
    expect(within(dialog).getByRole('textbox', { name: 'Message au demandeur' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Veuillez écrire un message au demandeur\u00a0: il accompagne cette décision.',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
