import { jest } from '@jest/globals';
import {
  createFederationRemoteLoader,
  type FederationRuntime,
} from './federation-remote-loader.js';
import type { RemoteManifestUrls } from './remote-config.js';
import { RemoteLoadError } from './remote-loader.js';

const urls: RemoteManifestUrls = {
  'mf-member': '/remotes/mf-member/mf-manifest.json',
  'mf-staff': 'https://cdn.example.ca/mf-staff/mf-manifest.json',
};
const StaffDashboard = () => null;

function fakeRuntime(exposed: () => Promise<unknown>) {
  const registerRemotes = jest.fn<FederationRuntime['registerRemotes']>();
  const loadRemote = jest.fn<FederationRuntime['loadRemote']>(exposed);
  return { runtime: { registerRemotes, loadRemote }, registerRemotes, loadRemote };
}

describe('createFederationRemoteLoader', () => {
  it('registers the remote under its container name at the URL from /remotes.json and loads its ./routes', async () => {
    const { runtime, registerRemotes, loadRemote } = fakeRuntime(() =>
      Promise.resolve({ default: { '/staff-dashboard': StaffDashboard } }),
    );
    const sut = createFederationRemoteLoader(runtime, () => Promise.resolve(urls));

    await expect(sut.loadPages('mf-staff')).resolves.toEqual({
      '/staff-dashboard': StaffDashboard,
    });

    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_staff', entry: 'https://cdn.example.ca/mf-staff/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_staff/routes');
  });

  it('after a failure, re-registers with force so the runtime forgets its cached failure', async () => {
    const { runtime, registerRemotes, loadRemote } = fakeRuntime(() =>
      Promise.reject(new Error('RUNTIME-003')),
    );
    const sut = createFederationRemoteLoader(runtime, () => Promise.resolve(urls));

    await expect(sut.loadPages('mf-member')).rejects.toBeInstanceOf(RemoteLoadError);
    loadRemote.mockResolvedValueOnce({ default: {} });
    sut.forgetFailure('mf-member');
    await expect(sut.loadPages('mf-member')).resolves.toEqual({});

    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      { force: false },
      { force: true },
    ]);
  });

  it('fails clearly, and reads /remotes.json again next time, when the list cannot be read', async () => {
    const { runtime, loadRemote } = fakeRuntime(() => Promise.resolve({ default: {} }));
    const readConfig = jest
      .fn<() => Promise<RemoteManifestUrls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(urls);
    const sut = createFederationRemoteLoader(runtime, readConfig);

    await expect(sut.loadPages('mf-member')).rejects.toThrow(
      'the list of remotes could not be read',
    );
    expect(loadRemote).not.toHaveBeenCalled();
    sut.forgetFailure('mf-member');
    await expect(sut.loadPages('mf-member')).resolves.toEqual({});
    expect(readConfig).toHaveBeenCalledTimes(2);
  });

  it('reads /remotes.json once for all remotes', async () => {
    const { runtime } = fakeRuntime(() => Promise.resolve({ default: {} }));
    const readConfig = jest.fn(() => Promise.resolve(urls));
    const sut = createFederationRemoteLoader(runtime, readConfig);

    sut.readConfigEarly();
    await sut.loadPages('mf-member');
    await sut.loadPages('mf-staff');

    expect(readConfig).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote that /remotes.json does not list', async () => {
    const { runtime, registerRemotes } = fakeRuntime(() => Promise.resolve({ default: {} }));
    const sut = createFederationRemoteLoader(runtime, () => Promise.resolve(urls));

    await expect(sut.loadPages('mf-admin')).rejects.toThrow('it is not listed in /remotes.json');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it.each([null, {}, { default: 'pages' }, { default: { '/grants': 'not a component' } }])(
    'refuses a ./routes module shaped like %p',
    async (exposed) => {
      const { runtime } = fakeRuntime(() => Promise.resolve(exposed));
      const sut = createFederationRemoteLoader(runtime, () => Promise.resolve(urls));

      await expect(sut.loadPages('mf-staff')).rejects.toThrow('does not default-export its pages');
    },
  );
});
