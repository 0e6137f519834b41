import { jest } from '@jest/globals';
import type { RemoteName } from '@portal/contract';
import { lazyPage, type RemotePages } from '@portal/web-kit';
import { member, staffMember } from '../test/sessions.js';
import { preloadRemotePage } from './preload-remote-page.js';
import { createCachingRemoteLoader } from './remote-loader.js';

type Load = (remote: RemoteName, previousAttemptFailed: boolean) => Promise<RemotePages>;

function loaderWith(pages: RemotePages | Error) {
  const load = jest.fn<Load>(() =>
    pages instanceof Error ? Promise.reject(pages) : Promise.resolve(pages),
  );
  return { load, loader: createCachingRemoteLoader(load) };
}

describe('preloadRemotePage', () => {
  it("fetches the remote's pages for a route the stored user may open, and records them for React's use", async () => {
    const { load, loader } = loaderWith({ '/apply-grant': () => null });
    await preloadRemotePage('/apply-grant', loader, member);
    expect(load).toHaveBeenCalledWith('mf-member', false);
    expect(loader.loadPages('mf-member')).toMatchObject({ status: 'fulfilled' });
  });

  it('also fetches the chunk of a page that comes in one of its own', async () => {
    const formPage = jest.fn(() => Promise.resolve({ default: () => null }));
    const { loader } = loaderWith({ '/apply-grant/:id': lazyPage('Grant Application', formPage) });
    await preloadRemotePage('/apply-grant/42', loader, member);
    expect(formPage).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing for a page the guard would turn the stored user away from, a signed-out visitor, or the shell's own pages", async () => {
    const { load, loader } = loaderWith({});
    await preloadRemotePage('/staff-dashboard', loader, member);
    await preloadRemotePage('/admin-dashboard', loader, staffMember);
    await preloadRemotePage('/user-dashboard', loader, null);
    await preloadRemotePage('/login', loader, member);
    await preloadRemotePage('/no/such/page', loader, member);
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves when the remote cannot be fetched (the page then says so, with Retry)', async () => {
    const { loader } = loaderWith(new Error('offline'));
    await expect(preloadRemotePage('/user-dashboard', loader, member)).resolves.toBeUndefined();
    await expect(loader.loadPages('mf-member')).rejects.toThrow('offline');
  });

  it('lets the first render go ahead when the code is late (the page then says it is loading)', async () => {
    const loader = createCachingRemoteLoader(() => new Promise<RemotePages>(() => undefined));
    const started = Date.now();
    await preloadRemotePage('/apply-grant', loader, member, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
