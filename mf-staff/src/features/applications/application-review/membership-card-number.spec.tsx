import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MaskedCardNumber } from '@portal/contract/users';
import { restoreFetch, sentBody, type FakeAnswer } from '@portal/web-kit/testing';
import { testApplication } from '../../../test/application-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import ApplicationReviewPage from './application-review-page.js';

const application = testApplication({ applicantName: 'Ann Lee', user: 'member-ann' });
const cardPath = `/api/users/member-ann/card-number`;

/** The review page, the applicant's card number answered by `card` and its reveal by `reveal`. */
function showReview(
  card: () => FakeAnswer | 'never',
  reveal: () => FakeAnswer | 'never' = () => ({
    status: 200,
    body: { cardNumber: 'RS-123456789' },
  }),
) {
  return renderGrantPage(ApplicationReviewPage, {
    path: `/admin/applications/${application._id}`,
    pattern: '/admin/applications/:id',
    route: (method, url) => {
      if (url.startsWith(`${cardPath}?`)) return card();
      if (url === `${cardPath}/reveal`) return reveal();
      if (url.startsWith('/api/files/')) return { status: 200, body: {} };
      return { status: 200, body: application };
    },
  });
}

const masked = (answer: Partial<MaskedCardNumber> = {}): FakeAnswer => ({
  status: 200,
  body: { masked: '••-•••••6789', reveals: null, ...answer },
});
const cardLine = async () =>
  (await screen.findByText('Membership card')).closest('div') as HTMLElement;

describe('the review page: the applicant’s membership card number', () => {
  afterEach(() => restoreFetch());

  it('shows it masked but for the last four digits, with Show', async () => {
    const page = showReview(() => masked());

    const line = await cardLine();
    expect(within(line).getByText('••-•••••6789')).toBeTruthy();
    expect(
      within(line).getByRole('button', { name: 'Show the full membership card number' }),
    ).toBeTruthy();
    expect(page.calls()).toContain(`GET ${cardPath}?applicationId=${application._id}`);
    expect(within(line).queryByText(/Shown in full/)).toBeNull();
  });

  it('shows it in full on Show, telling identity which application it is for', async () => {
    const page = showReview(() => masked());
    const line = await cardLine();

    await act(async () => {
      fireEvent.click(within(line).getByRole('button', { name: /^Show/ }));
    });

    expect(await within(line).findByText('RS-123456789')).toBeTruthy();
    expect(within(line).getByText('Shown in full: this is recorded.')).toBeTruthy();
    expect(within(line).queryByRole('button')).toBeNull();
    const revealCall = page.fetch.mock.calls.find(([url]) => url === `${cardPath}/reveal`);
    expect(revealCall?.[1].method).toBe('POST');
    expect(sentBody(revealCall)).toEqual({ applicationId: application._id });
  });

  it('says why when it cannot be shown, and keeps it masked', async () => {
    showReview(
      () => masked(),
      () => ({
        status: 404,
        body: { statusCode: 404, message: 'This account has no card number', error: 'Not Found' },
      }),
    );
    const line = await cardLine();

    await act(async () => {
      fireEvent.click(within(line).getByRole('button', { name: /^Show/ }));
    });

    expect((await within(line).findByRole('alert')).textContent).toBe(
      'This account has no card number',
    );
    expect(within(line).getByText('••-•••••6789')).toBeTruthy();
  });

  it('shows no card line for an applicant without a card number (staff)', async () => {
    const page = showReview(() => masked({ masked: null }));
    await screen.findByText(application.reference);
    await waitFor(() =>
      expect(page.calls()).toContain(`GET ${cardPath}?applicationId=${application._id}`),
    );

    // The answer has come (one more turn for it to be drawn): nothing is drawn for it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText('Membership card')).toBeNull();
  });

  it('lists to admins each time it was shown in full, with who and when', async () => {
    showReview(() =>
      masked({
        reveals: [
          {
            at: '2026-11-27T15:03:00.000Z',
            byId: 'rita',
            byName: 'Rita Review',
            applicationId: application._id,
          },
          {
            at: '2026-11-26T14:00:00.000Z',
            byId: 'gone',
            byName: null,
            applicationId: application._id,
          },
        ],
      }),
    );
    const line = await cardLine();

    const reveals = within(line).getByText('Shown in full 2 times').closest('details')!;
    const entries = within(reveals)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/^Rita Review, 2026-11-27/),
      expect.stringMatching(/^An account since deleted, 2026-11-26/),
    ]);
  });
});
