import { jest } from '@jest/globals';
import type { RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { createCachingRemoteLoader } from './remote-loader.js';

type Load = (remote: RemoteName, previousAttemptFailed: boolean) => Promise<RemotePages>;
const pages: RemotePages = { '/grants': () => null };

describe('createCachingRemoteLoader', () => {
  it('loads each remote once and hands out the same promise', async () => {
    const load = jest.fn<Load>(() => Promise.resolve(pages));
    const sut = createCachingRemoteLoader(load);

    const first = sut.loadPages('mf-staff');
    expect(sut.loadPages('mf-staff')).toBe(first);
    await expect(first).resolves.toBe(pages);
    sut.forgetFailure('mf-staff'); // not a failure: nothing to forget
    expect(sut.loadPages('mf-staff')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until it is forgotten, then tries again knowing the last attempt failed', async () => {
    const load = jest
      .fn<Load>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(pages);
    const sut = createCachingRemoteLoader(load);

    const failed = sut.loadPages('mf-member');
    await expect(failed).rejects.toThrow('offline');
    expect(sut.loadPages('mf-member')).toBe(failed);

    sut.forgetFailure('mf-member');
    await expect(sut.loadPages('mf-member')).resolves.toBe(pages);
    expect(load.mock.calls).toEqual([
      ['mf-member', false],
      ['mf-member', true],
    ]);
  });

  it('does not drop a load that is still under way', () => {
    const load = jest.fn<Load>(() => new Promise<RemotePages>(() => undefined));
    const sut = createCachingRemoteLoader(load);

    const inFlight = sut.loadPages('mf-admin');
    sut.forgetFailure('mf-admin');

    expect(sut.loadPages('mf-admin')).toBe(inFlight);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps remotes apart', async () => {
    const load = jest.fn<Load>((remote) =>
      remote === 'mf-staff' ? Promise.reject(new Error('blocked')) : Promise.resolve(pages),
    );
    const sut = createCachingRemoteLoader(load);

    await expect(sut.loadPages('mf-staff')).rejects.toThrow('blocked');
    await expect(sut.loadPages('mf-member')).resolves.toBe(pages);
    expect(load.mock.calls).toEqual([
      ['mf-staff', false],
      ['mf-member', false],
    ]);
  });
});
