import { jest } from '@jest/globals';
import { fetchRemoteConfig, parseRemoteConfig, type FetchJson } from './remote-config.js';

describe('parseRemoteConfig', () => {
  it('reads the gateway’s remotes, relative or absolute', () => {
    expect(
      parseRemoteConfig({
        remotes: {
          'mf-member': '/remotes/mf-member/mf-manifest.json',
          'mf-staff': 'https://cdn.example.ca/mf-staff/mf-manifest.json',
          'mf-admin': ' /remotes/mf-admin/mf-manifest.json ',
        },
      }),
    ).toEqual({
      'mf-member': '/remotes/mf-member/mf-manifest.json',
      'mf-staff': 'https://cdn.example.ca/mf-staff/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
  });

  it('ignores unknown remotes and empty URLs', () => {
    expect(
      parseRemoteConfig({ remotes: { 'mf-member': '', 'mf-other': '/x.json', 'mf-staff': 3 } }),
    ).toEqual({});
  });

  it.each([null, [], { remotes: [] }, { other: {} }])('rejects %p', (json) => {
    expect(() => parseRemoteConfig(json)).toThrow('has no "remotes" object');
  });
});

describe('fetchRemoteConfig', () => {
  afterEach(() => document.getElementById('portal-remotes')?.remove());

  function putInPage(json: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'portal-remotes';
    element.textContent = json;
    document.head.append(element);
  }

  it('reads the remotes the gateway put in the page, without asking', async () => {
    putInPage('{"remotes":{"mf-member":"/remotes/mf-member/remoteEntry.0123456789.js"}}');
    const fetchImpl = jest.fn<FetchJson>();

    await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({
      'mf-member': '/remotes/mf-member/remoteEntry.0123456789.js',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks /remotes.json when what the page holds cannot be read', async () => {
    putInPage('{"remotes":');
    const fetchImpl = jest.fn<FetchJson>(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ remotes: {} }) }),
    );

    await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks for a fresh copy of /remotes.json', async () => {
    const fetchImpl = jest.fn<FetchJson>(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ remotes: { 'mf-admin': '/a.json' } }),
      }),
    );

    await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({ 'mf-admin': '/a.json' });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails on an error answer', async () => {
    const fetchImpl = jest.fn<FetchJson>(() =>
      Promise.resolve({
        ok: false,
        status: 404,
        json: () => Promise.reject(new SyntaxError('not JSON')),
      }),
    );

    await expect(fetchRemoteConfig(fetchImpl)).rejects.toThrow('/remotes.json answered 404');
  });
});
