import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testFileRecord } from '@portal/contract/testing';
import { api, unreadNotifications } from '@portal/web-kit';
import {
  fakeXhr,
  restoreFetch,
  restoreXhr,
  sentBody,
  type FakeAnswer,
  type SentUpload,
} from '@portal/web-kit/testing';
import {
  aGrantWithEveryQuestionType,
  anApplication,
  aQuestion,
  aSection,
} from '../../../test/factories.js';
import { failure, ok, renderMemberPage } from '../../../test/render-member-page.js';
import { chooseEnglish, chooseFrench } from '../../../test/french.js';
import { ApplicationPage } from './application-page.js';

const snapshot = aGrantWithEveryQuestionType().sections;
const application = anApplication({
  _id: 'a-1',
  grantTitle: 'Post-Secondary Bursary',
  grantType: 'scholarship',
  status: 'reviewed',
  dateSubmitted: '2026-09-15T14:30:00.000Z',
  statusChangedAt: '2026-09-20T18:05:00.000Z',
  sections: snapshot,
  answers: {
    '0-0': 'Nursing at the college\nstarting in January',
    '0-1': 'yes',
    '0-2': '2027-01-10',
    '0-3': 'Part-time',
    '1-0': ['Tuition', 'Travel'],
    '1-1': ['Housing', 'Tuition', 'Transportation'],
  },
});

function showApplication(route: Parameters<typeof renderMemberPage>[1]['route']) {
  return renderMemberPage(ApplicationPage, {
    path: '/applications/a-1',
    pattern: '/applications/:id',
    route,
  });
}

/** The portal: the application at its address, and its files. */
const portal =
  (applicationAnswer: FakeAnswer, filesAnswer: () => FakeAnswer | 'never' = () => ok({})) =>
  (_method: string, url: string) =>
    url === '/api/files/application/a-1' ? filesAnswer() : applicationAnswer;

const answerTo = (question: string) =>
  screen.getByText(question, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(restoreFetch);

describe('/applications/{id}', () => {
  it('shows the application read-only: the questions as asked, with the answers', async () => {
    const { calls } = showApplication(portal(ok(application)));

    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });
    // The files too: the application has a file question; and its notices are read now.
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect([...calls()].sort()).toEqual([
      'GET /api/files/application/a-1',
      'GET /api/grant-applications/a-1',
      'POST /api/notifications/application/a-1/read',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About You',
      'Needs and Documents',
      'What has happened',
    ]);
    expect(answerTo('What will you study?').textContent).toBe(
      'Nursing at the college\nstarting in January',
    );
    expect(answerTo('I am a member of the Nation').textContent).toBe('Yes');
    expect(answerTo('When do your studies start?').textContent).toBe('2027-01-10');
    expect(answerTo('How will you study?').textContent).toBe('Part-time');
    expect(
      within(answerTo('What do you need help with?'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuition', 'Travel']);
    const ranking = within(answerTo('Rank your needs')).getByRole('list');
    expect(ranking.tagName).toBe('OL');
    expect(answerTo('Proof of enrolment').textContent).toBe('No answer');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('marks its notices read once it is on screen, however it was opened, and the bell follows', async () => {
    unreadNotifications.set(3);
    showApplication((method, url) =>
      method === 'POST' && url === '/api/notifications/application/a-1/read'
        ? ok({ unread: 1 })
        : portal(ok(application))(method, url),
    );
    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });

    await waitFor(() => expect(unreadNotifications.get()).toBe(1));
  });

  it('shows the status and when it last changed, and the way back to the list', async () => {
    showApplication(portal(ok(application)));
    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });

    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('.fact-list > div'), (fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Reference: 'EDU-2026-000123',
      Type: 'Scholarship',
      Submitted: '2026-09-15, 10:30 a.m.',
      Status: 'In Review',
      'Status since': '2026-09-20, 2:05 p.m.',
    });
    expect(screen.getByRole('link', { name: 'Back to My Applications' }).getAttribute('href')).toBe(
      '/my-applications',
    );
  });

  it("says spec §6's sentence for another member's application (403)", async () => {
    showApplication(() =>
      failure(403, "You don't have permission to view this application.", 'application.forbidden'),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("You don't have permission to view this application.");
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the sentence even when the 403 comes without it', async () => {
    showApplication(() => failure(403));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "You don't have permission to view this application.",
    );
  });

  it('says so when there is no application at this address (404), with the way back', async () => {
    showApplication(() => failure(404, 'Application not found', 'application.not_found'));

    await screen.findByRole('heading', { level: 1, name: 'Application not found' });
    expect(screen.getByRole('link', { name: 'Back to My Applications' })).toBeTruthy();
  });

  it("says 'Error fetching application' for any other failure, and retries", async () => {
    let attempts = 0;
    showApplication((method, url) =>
      url.startsWith('/api/files/') ? ok({}) : ++attempts === 1 ? failure(500) : ok(application),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching application');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));

    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });
  });

  it("shows the portal's sentence when it gives one", async () => {
    showApplication(() => failure(503, 'This part of the portal is not reachable right now.'));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the portal is not reachable right now.',
    );
  });

  describe('a file question', () => {
    const uploaded = testFileRecord({
      _id: '00000000-0000-4000-8000-000000000f01',
      originalname: 'Enrolment letter.pdf',
      size: 312_000,
      questionKey: '1-2',
    });
    const withFile = anApplication({
      ...application,
      answers: { ...application.answers, '1-2': 'Enrolment letter.pdf' },
    });

    afterEach(() => jest.restoreAllMocks());

    it('shows the uploaded file, its size and a Download button that saves it under its name', async () => {
      const downloadFile = jest.spyOn(api, 'downloadFile').mockResolvedValue(true);
      showApplication(portal(ok(withFile), () => ok({ '1-2': uploaded })));

      const button = await screen.findByRole('button', { name: 'Download Enrolment letter.pdf' });
      expect(answerTo('Proof of enrolment').textContent).toContain(
        'Enrolment letter.pdf (304.7 KB)',
      );
      await act(async () => fireEvent.click(button));

      expect(downloadFile).toHaveBeenCalledWith(
        '/api/files/00000000-0000-4000-8000-000000000f01',
        'Enrolment letter.pdf',
      );
    });

    it('says so when the download fails, and offers to try again', async () => {
      const downloadFile = jest.spyOn(api, 'downloadFile').mockResolvedValue(false);
      showApplication(portal(ok(withFile), () => ok({ '1-2': uploaded })));

      const button = await screen.findByRole('button', { name: 'Download Enrolment letter.pdf' });
      await act(async () => fireEvent.click(button));

      expect(within(answerTo('Proof of enrolment')).getByRole('alert').textContent).toBe(
        'Could not download Enrolment letter.pdf. Please try again.',
      );
      await act(async () =>
        fireEvent.click(
          screen.getByRole('button', { name: 'Try again to download Enrolment letter.pdf' }),
        ),
      );
      expect(downloadFile).toHaveBeenCalledTimes(2);
    });

    it('says the uploaded files are loading while the answers already show', async () => {
      showApplication(portal(ok(withFile), () => 'never'));

      await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent?.includes('Loading the uploaded files…')),
      ).toBe(true);
      expect(answerTo('What will you study?').textContent).toContain('Nursing at the college');
    });

    it('says no file was uploaded, and whom to ask, when the chosen file did not arrive', async () => {
      showApplication(portal(ok(withFile), () => ok({})));

      await waitFor(() =>
        expect(answerTo('Proof of enrolment').textContent).toBe(
          'No file uploadedYour application is saved, but Enrolment letter.pdf did not arrive. Contact the education office.',
        ),
      );
      expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    });

    it("says 'Error fetching files' when the files cannot be loaded, keeps the answers, and retries", async () => {
      let attempts = 0;
      showApplication(
        portal(ok(withFile), () => (++attempts === 1 ? failure(500) : ok({ '1-2': uploaded }))),
      );

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Error fetching files');
      expect(answerTo('What will you study?').textContent).toContain('Nursing at the college');
      // The chosen file's name still shows, with no claim that it is missing.
      expect(answerTo('Proof of enrolment').textContent).toBe('Enrolment letter.pdf');

      await act(async () =>
        fireEvent.click(within(alert).getByRole('button', { name: 'Retry loading the files' })),
      );

      await screen.findByRole('button', { name: 'Download Enrolment letter.pdf' });
      expect(screen.queryByText('Error fetching files')).toBeNull();
    });

    it('does not ask for files when the grant asked for none', async () => {
      const noFiles = anApplication({
        _id: 'a-1',
        sections: [aSection({ questions: [aQuestion({ type: 'textarea' })] })],
      });
      const { calls } = showApplication(portal(ok(noFiles)));

      await screen.findByRole('heading', { level: 1 });
      expect(calls()).toEqual(['GET /api/grant-applications/a-1']);
    });
  });
});

describe('/applications/{id}: more information and withdrawal', () => {
  afterEach(() => {
    restoreFetch();
    restoreXhr();
  });

  const asked = anApplication({
    ...application,
    status: 'needsMoreInfo',
    answers: { ...application.answers, '1-2': 'old-letter.pdf' },
    openRequest: {
      message: 'Please send a signed letter, and say when you start.',
      questionKeys: ['0-2', '1-2'],
      at: '2026-09-21T15:00:00.000Z',
    },
  });
  const resubmitted = anApplication({ ...asked, status: 'submitted', openRequest: null });

  it('shows the request, offers exactly the questions named, uploads the new file, then resubmits', async () => {
    const uploads: SentUpload[] = fakeXhr(() => ok(testFileRecord()));
    const { calls, fetch } = showApplication((method, url) => {
      if (url === '/api/files/application/a-1') return ok({});
      if (method === 'POST') return ok(resubmitted);
      return ok(asked);
    });
    const request = await screen.findByRole('region', {
      name: 'The education office asks for more information',
    });
    const form = within(request);
    expect(form.getByText('Please send a signed letter, and say when you start.')).toBeTruthy();
    // The two questions named, and no other.
    expect(form.getByLabelText('When do your studies start? (required)')).toBeTruthy();
    expect(form.getByLabelText('Proof of enrolment (required)')).toBeTruthy();
    expect(form.queryByLabelText('What will you study? (required)')).toBeNull();
    expect(request.textContent).toContain('Uploaded: old-letter.pdf');

    fireEvent.change(form.getByLabelText('When do your studies start? (required)'), {
      target: { value: '2027-02-01' },
    });
    await act(async () => {
      fireEvent.change(form.getByLabelText('Proof of enrolment (required)'), {
        target: { files: [new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' })] },
      });
    });
    fireEvent.change(form.getByLabelText('A note for the education office (optional)'), {
      target: { value: 'Signed today.' },
    });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Resubmit' })));

    await screen.findByText('Your answers were sent. Your application is Submitted again.');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body.get('applicationId')).toBe('a-1');
    expect(uploads[0]?.body.get('questionKey')).toBe('1-2');
    expect(calls()).toContain('POST /api/grant-applications/a-1/resubmit');
    const resubmit = fetch.mock.calls.find(([url]) => String(url).endsWith('/resubmit'));
    expect(sentBody(resubmit)).toEqual({
      answers: { '0-2': '2027-02-01', '1-2': 'signed.pdf' },
      note: 'Signed today.',
    });
    expect(
      screen.queryByRole('region', { name: 'The education office asks for more information' }),
    ).toBeNull();
  });

  it('withdraws after asking, with the reason given, and then shows it as Withdrawn', async () => {
    const withdrawn = anApplication({ ...application, status: 'submitted' });
    const afterwards = anApplication({
      ...withdrawn,
      status: 'withdrawn',
      statusChangedAt: '2026-09-22T15:00:00.000Z',
    });
    const { fetch } = showApplication((method, url) => {
      if (url === '/api/files/application/a-1') return ok({});
      return method === 'POST' ? ok(afterwards) : ok(withdrawn);
    });
    const open = await screen.findByRole('button', { name: 'Withdraw application' });
    fireEvent.click(open);

    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw your application?' });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep my application' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Why are you withdrawing? (optional)'), {
      target: { value: 'I got another bursary.' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' })),
    );

    await screen.findByText('Your application was withdrawn.');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/withdraw'));
    expect(sentBody(call)).toEqual({ reason: 'I got another bursary.' });
    expect(document.querySelector('.fact-list .badge-status')?.textContent).toBe('Withdrawn');
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('does not offer to withdraw a decided application', async () => {
    showApplication(portal(ok(anApplication({ ...application, status: 'approved' }))));
    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });
});

describe('/applications/{id} in French', () => {
  beforeEach(chooseFrench);
  afterEach(chooseEnglish);

  it('names the receipt, the status and the answers in French, and offers to withdraw', async () => {
    showApplication(portal(ok(anApplication({ ...application, status: 'submitted' }))));
    await screen.findByRole('heading', { level: 1, name: 'Post-Secondary Bursary' });

    const facts = Array.from(
      document.querySelectorAll('.fact-list > div'),
      (fact) => fact.querySelector('dt')?.textContent,
    );
    expect(facts).toEqual([
      'Numéro de référence',
      'Type',
      'Soumise le',
      'Statut',
      'Statut depuis le',
    ]);
    expect(screen.getByText('Numéro de référence').nextElementSibling?.textContent).toBe(
      'EDU-2026-000123',
    );
    expect(answerTo('I am a member of the Nation').textContent).toBe('Oui');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Historique de la demande' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer la demande' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Mes demandes' })).toBeTruthy();
  });
});
