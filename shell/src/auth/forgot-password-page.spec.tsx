import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch, sentBody } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';

const noPages = () => Promise.resolve<RemotePages>({});
const answer =
  'If an account has this email address, a link to choose a new password is on its way to it. The link works for 30 minutes. Look in your spam folder too.';

async function send() {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: /link/ }));
  });
}

describe('/forgot-password', () => {
  afterEach(() => restoreFetch());

  it('sends the address and shows the portal’s one answer, focused so that it is read out', async () => {
    const fetch = fakeFetch(() => ({ status: 202, body: { message: answer } }));
    await renderPortal('/forgot-password', noPages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ann@example.ca ' } });

    await send();

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/forgot-password');
    expect(sentBody(fetch.mock.calls[0])).toEqual({ email: 'ann@example.ca' });
    const shown = await screen.findByText(answer);
    expect(document.activeElement?.contains(shown)).toBe(true);
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeTruthy();
  });

  it('asks for the address before sending anything', async () => {
    const fetch = fakeFetch(() => ({ status: 202, body: { message: answer } }));
    await renderPortal('/forgot-password', noPages);
    await send();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('shows the portal’s sentence when it refuses (too many links asked for)', async () => {
    const refusal =
      'Several links were asked for already: look for them in your email (and its spam folder), or wait 60 minutes and ask again.';
    fakeFetch(() => ({
      status: 429,
      body: { statusCode: 429, message: refusal, error: 'Too Many Requests' },
    }));
    await renderPortal('/forgot-password', noPages);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.ca' } });
    await send();
    await screen.findByText(refusal);
  });
});
