import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testApplicationDraft, testFileRecord } from '@portal/contract/testing';
import { restoreFetch, sentBody } from '@portal/web-kit/testing';
import { aGrantWithEveryQuestionType, anApplication } from '../../../test/factories.js';
import {
  ann,
  failure,
  ok,
  renderMemberPage,
  type PortalRoute,
} from '../../../test/render-member-page.js';
import { draftStorageKey } from '../application-form/answer-draft-store.js';
import ApplicationPreviewPage from './application-preview-page.js';

const grant = aGrantWithEveryQuestionType({ title: 'Post-Secondary Bursary' });
const draft = testApplicationDraft({
  _id: 'd-1',
  grantId: grant._id,
  grantTitle: grant.title,
  answers: {
    '0-0': 'Nursing at the college',
    '0-1': 'yes',
    '0-2': '2027-01-10',
    '0-3': 'Full-time',
    '1-0': ['Tuition'],
    '1-1': ['Tuition', 'Housing', 'Transportation'],
    '1-2': 'enrolment.pdf',
  },
});
const { answers: _answers, ...draftSummary } = draft;
const submitPath = '/api/grant-applications/drafts/d-1/submit';

function showPreview(
  onSubmit: PortalRoute = () =>
    ok(anApplication({ _id: 'd-1', grantTitle: grant.title, reference: 'EDU-2026-000777' })),
) {
  return renderMemberPage(ApplicationPreviewPage, {
    path: `/apply-grant/${grant._id}/preview`,
    pattern: '/apply-grant/:id/preview',
    drafts: [draftSummary],
    route: (method, url, body) => {
      if (url === `/api/grants/${grant._id}`) return ok(grant);
      if (url === '/api/grant-applications/drafts/d-1') return ok(draft);
      if (url === '/api/files/application/d-1')
        return ok({ '1-2': testFileRecord({ originalname: 'enrolment.pdf', questionKey: '1-2' }) });
      if (method === 'POST' && url === submitPath) return onSubmit(method, url, body);
      return failure(404, 'Not found');
    },
  });
}

afterEach(() => {
  restoreFetch();
  window.localStorage.clear();
});

describe('/apply-grant/{id}/preview', () => {
  it('shows every answer and file, each with a link back to its question', async () => {
    showPreview();
    await screen.findByRole('button', { name: 'Submit Application' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your application');
    const studied = screen.getByText('What will you study?', { selector: 'dt' }).nextElementSibling;
    expect(studied?.textContent).toContain('Nursing at the college');
    const file = screen.getByText('Proof of enrolment', { selector: 'dt' }).nextElementSibling;
    expect(file?.textContent).toContain('enrolment.pdf');
    const change = within(file as HTMLElement).getByRole('link', {
      name: 'Change answer to Proof of enrolment',
    });
    expect(change.getAttribute('href')).toBe(`/apply-grant/${grant._id}#question-1-2`);
  });

  it('submits the draft in one step and goes to the dashboard with the reference; this browser forgets its copy', async () => {
    window.localStorage.setItem(
      draftStorageKey(ann._id, grant._id),
      JSON.stringify({ savedAt: '2026-09-20T16:00:00Z', answers: {} }),
    );
    const { calls, location, locationState, fetch } = showPreview();
    const submit = await screen.findByRole('button', { name: 'Submit Application' });

    await act(async () => fireEvent.click(submit));

    await waitFor(() => expect(location()).toBe('/user-dashboard'));
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([`POST ${submitPath}`]);
    expect(sentBody(fetch.mock.calls.find(([url]) => url === submitPath))).toBeUndefined();
    expect(locationState()).toEqual({
      submittedApplication: {
        id: 'd-1',
        grantTitle: grant.title,
        reference: 'EDU-2026-000777',
      },
    });
    expect(window.localStorage.getItem(draftStorageKey(ann._id, grant._id))).toBeNull();
  });

  it('says why a submit was refused, and to fix it on the form', async () => {
    showPreview(() => failure(400, 'Please fill out all required fields', 'application.answers'));
    const submit = await screen.findByRole('button', { name: 'Submit Application' });

    await act(async () => fireEvent.click(submit));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Please fill out all required fields'));
    expect(alert.textContent).toContain('Go back to the form to fix this, then preview again.');
    expect(screen.getByRole('link', { name: 'Back to the form' })).toBeTruthy();
  });

  it('says a second application was refused, naming the first, and leads to the member’s applications', async () => {
    const refusal =
      'You have already applied to this grant: your application is EDU-2026-000123. This grant takes one application per member; you can apply again only if you withdraw that one.';
    showPreview(() => failure(409, refusal, 'application.already_applied'));
    const submit = await screen.findByRole('button', { name: 'Submit Application' });

    await act(async () => fireEvent.click(submit));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(refusal));
    expect(alert.textContent).not.toContain('Go back to the form');
    const mine = screen.getByRole('link', { name: 'See My Applications' });
    expect(mine.getAttribute('href')).toBe('/my-applications');
  });
});
