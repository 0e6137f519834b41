import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restoreFetch, testReviewer, type FakeAnswer } from '@portal/web-kit/testing';
import CreateGrantPage from '../create-grant/create-grant-page.js';
import EditGrantPage from '../edit-grant/edit-grant-page.js';
import { aGrant } from '../testing/grant-factory.js';
import { renderGrantPage, type PortalRoute } from '../../../test/render-grant-page.js';
import { keptGrantKey } from './kept-grant-draft.js';

const newId = '0d8e4f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const stored = aGrant();

function showCreatePage(route: PortalRoute = () => ({ status: 500 }), keptWork = false) {
  return renderGrantPage(CreateGrantPage, {
    path: '/create-grant',
    pattern: '/create-grant',
    route,
    keptWork,
  });
}

function showEditPage(grant = stored, keptWork = false, onPut?: (body: unknown) => FakeAnswer) {
  return renderGrantPage(EditGrantPage, {
    path: `/grants/${grant._id}/edit`,
    pattern: '/grants/:id/edit',
    keptWork,
    route: (method, _url, body) =>
      method === 'PUT' ? (onPut?.(body) ?? { status: 500 }) : { status: 200, body: grant },
  });
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });
const keptNow = () => localStorage.getItem(keptGrantKey(testReviewer._id, null));
/** Waits for what was typed to be written (the form writes shortly after the last change). */
const whenKept = (key = keptGrantKey(testReviewer._id, null)) =>
  waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());

/**
 * Work is never lost in the builder: the grant form keeps what is typed in this browser and
 * opens with it again, saying so, with Discard; leaving it unsaved asks first, through the
 * router (a link anywhere in the portal) and the browser (a reload).
 */
describe('the grant form keeps unsaved work', () => {
  afterEach(() => {
    restoreFetch();
    localStorage.clear();
  });

  it('keeps a half-built grant in this browser and opens with it again, saying so', async () => {
    const first = showCreatePage();
    type(field('Title'), 'Half-built Bursary');
    fireEvent.click(button('Add section'));
    await whenKept();
    first.unmount();

    showCreatePage(undefined, true);

    expect(field('Title').value).toBe('Half-built Bursary');
    expect(screen.getByRole('region', { name: /^Section 2/ })).toBeTruthy();
    expect(screen.getByText(/Your unsaved work on this grant was restored/).textContent).toMatch(
      /^Your unsaved work on this grant was restored \(kept in this browser on \d{4}-\d{2}-\d{2}, \d{1,2}:\d{2}\s[ap]\.m\.\)\. Save it, or discard it\.$/,
    );
  });

  it('discards the kept work on request: the form is a new grant again, and nothing is kept', async () => {
    const first = showCreatePage();
    type(field('Title'), 'Not wanted');
    await whenKept();
    first.unmount();
    showCreatePage(undefined, true);

    fireEvent.click(button('Discard unsaved work'));

    expect(field('Title').value).toBe('');
    expect(document.activeElement).toBe(field('Title'));
    expect(screen.getByText('The unsaved work was discarded.')).toBeTruthy();
    expect(screen.queryByText(/was restored/)).toBeNull();
    expect(keptNow()).toBeNull();
  });

  it('forgets the kept work once the grant is saved', async () => {
    const created: FakeAnswer = { status: 201, body: aGrant({ _id: newId }) };
    const { location } = showCreatePage((method) =>
      method === 'POST' ? created : { status: 500 },
    );
    type(field('Title'), 'Trades Bursary');
    type(field('Open Date'), '2026-09-01T09:00');
    type(field('Close Date'), '2026-10-01T17:00');
    await whenKept();

    fireEvent.click(button('Save Draft'));

    // Its own way on is not asked about.
    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(keptNow()).toBeNull();
  });

  it('asks before a link elsewhere leaves unsaved work: Stay keeps it, Leave goes', async () => {
    const { location } = showCreatePage();
    type(field('Title'), 'Half-built Bursary');
    const elsewhere = screen.getByRole('link', { name: 'Staff Dashboard' });

    await act(async () => fireEvent.click(elsewhere));
    const question = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(question.textContent).toContain(
      'Your changes to this grant are not saved. They stay in this browser',
    );
    // Focus starts on staying: a hurried Enter loses nothing.
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Stay on this page' }),
    );
    await act(async () =>
      fireEvent.click(within(question).getByRole('button', { name: 'Stay on this page' })),
    );
    expect(location()).toBeNull();
    expect(field('Title').value).toBe('Half-built Bursary');

    await act(async () => fireEvent.click(elsewhere));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave this page' }),
      ),
    );
    await waitFor(() => expect(location()).toBe('/staff-dashboard'));
    // Left, not lost: it is kept for the next visit.
    expect(JSON.parse(keptNow() ?? '{}').draft.title).toBe('Half-built Bursary');
  });

  it('leaves an untouched form without a question', async () => {
    const { location } = showCreatePage();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Staff Dashboard' })));

    await waitFor(() => expect(location()).toBe('/staff-dashboard'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before a reload or a closed tab while work is unsaved, and not after', () => {
    showCreatePage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    type(field('Title'), 'Half-built Bursary');
    expect(unload()).toBe(true);

    type(field('Title'), '');
    expect(unload()).toBe(false);
  });

  it('keeps an edit apart from other grants, and says when the grant was saved since', async () => {
    const first = showEditPage();
    type(await screen.findByDisplayValue('Trades Bursary'), 'Trades Bursary (edited)');
    await whenKept(keptGrantKey(testReviewer._id, stored._id));
    first.unmount();

    // Someone saved the grant meanwhile.
    showEditPage({ ...stored, updatedAt: '2026-08-02T12:00:00.000Z' }, true);
    expect(await screen.findByDisplayValue('Trades Bursary (edited)')).toBeTruthy();
    expect(
      screen.getByText(
        'The grant was changed on the portal since: saving replaces those changes with yours.',
      ),
    ).toBeTruthy();

    // Discarding goes back to the grant as stored.
    fireEvent.click(button('Discard unsaved work'));
    expect(field('Title').value).toBe('Trades Bursary');
    // A new grant's form never sees an edit's work.
    expect(keptNow()).toBeNull();
  });

  it('ignores a kept draft it cannot read, and opens as usual', () => {
    localStorage.setItem(
      keptGrantKey(testReviewer._id, null),
      '{"savedAt":"x","draft":{"sections":[{}]}}',
    );
    showCreatePage(undefined, true);

    expect(field('Title').value).toBe('');
    expect(screen.queryByText(/was restored/)).toBeNull();
  });
});
