import { jest } from '@jest/globals';
import type { User } from '@portal/contract';
import { logOut } from './portal-session.js';
import { createMemoryStorage, createSessionStore, memberDataKeyPrefix } from './session-store.js';

const staff: User = {
  _id: 'u-7',
  id: 'u-7',
  firstName: 'Joe',
  lastName: 'Crow',
  name: 'Joe Crow',
  email: 'joe@example.ca',
  cardNumber: 'RS-7',
  userType: 'staff',
  education: true,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};

describe('createSessionStore', () => {
  it('starts signed out when nothing is stored', () => {
    const sut = createSessionStore({ storage: createMemoryStorage() });

    expect(sut.getState()).toEqual({
      status: 'signed-out',
      token: null,
      encryptionKey: null,
      user: null,
    });
  });

  it('keeps token, encryptionKey and user in storage under the spec keys on sign-in', () => {
    const storage = createMemoryStorage();
    const sut = createSessionStore({ storage });

    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });

    expect(storage.getItem('token')).toBe('tok');
    expect(storage.getItem('encryptionKey')).toBe('key');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(staff);
    expect(sut.getState()).toEqual({
      status: 'signed-in',
      token: 'tok',
      encryptionKey: 'key',
      user: staff,
    });
  });

  it('finds a stored session at start and waits for it to be confirmed', () => {
    const storage = createMemoryStorage();
    createSessionStore({ storage }).signIn({ token: 'tok', encryptionKey: 'key', user: staff });

    const sut = createSessionStore({ storage });

    expect(sut.getState()).toMatchObject({
      status: 'restoring',
      token: 'tok',
      user: { _id: 'u-7' },
    });
    sut.confirmRestored({ ...staff, harvesting: true });
    expect(sut.getState()).toMatchObject({ status: 'signed-in', user: { harvesting: true } });
  });

  it('clears exactly its three keys on sign-out', () => {
    const storage = createMemoryStorage();
    storage.setItem('theme', 'dark');
    const sut = createSessionStore({ storage });
    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });

    sut.signOut();

    expect(sut.getState().status).toBe('signed-out');
    expect([
      storage.getItem('token'),
      storage.getItem('encryptionKey'),
      storage.getItem('user'),
    ]).toEqual([null, null, null]);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it("keeps a member's unsent answers on a plain sign-out (a 401): signing in again finds them", () => {
    const storage = createMemoryStorage();
    const draft = `${memberDataKeyPrefix}application-draft.v1:u-7:g-1`;
    storage.setItem(draft, '{"answers":{}}');
    const sut = createSessionStore({ storage });
    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });

    sut.signOut();

    expect(storage.getItem(draft)).toBe('{"answers":{}}');
  });

  it("forgets the member's unsent answers on Logout, and nothing else of the browser's", () => {
    const storage = createMemoryStorage();
    const drafts = ['g-1', 'g-2', 'g-3'].map(
      (grant) => `${memberDataKeyPrefix}application-draft.v1:u-7:${grant}`,
    );
    for (const key of drafts) storage.setItem(key, '{"answers":{}}');
    storage.setItem('theme', 'dark');
    const sut = createSessionStore({ storage });
    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });
    const fetchImpl = jest.fn<typeof fetch>(() => Promise.reject(new Error('offline')));

    logOut(sut, fetchImpl);

    expect(drafts.map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect(storage.getItem('theme')).toBe('dark');
    expect(sut.getState().status).toBe('signed-out');
    // Even offline: the server's part (ending the token) is the only thing that can fail.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not resurrect a session when a late restore answer arrives after sign-out', () => {
    const sut = createSessionStore({ storage: createMemoryStorage() });

    sut.confirmRestored(staff);

    expect(sut.getState().status).toBe('signed-out');
  });

  it('treats an unreadable stored user as no user', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'tok');
    storage.setItem('user', '{not json');

    expect(createSessionStore({ storage }).getState()).toMatchObject({
      status: 'restoring',
      user: null,
    });
  });

  it('notifies subscribers on change and keeps the same state object otherwise', () => {
    const sut = createSessionStore({ storage: createMemoryStorage() });
    const listener = jest.fn();
    const unsubscribe = sut.subscribe(listener);
    const before = sut.getState();

    expect(sut.getState()).toBe(before);
    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sut.getState()).not.toBe(before);

    unsubscribe();
    sut.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still works for the page when the browser refuses storage', () => {
    const broken = createMemoryStorage();
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.assign(broken, { getItem: refuse, setItem: refuse, removeItem: refuse });
    const sut = createSessionStore({ storage: broken });

    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });
    expect(sut.getState().status).toBe('signed-in');
    sut.signOut();
    expect(sut.getState().status).toBe('signed-out');
  });

  it('follows a sign-out made in another tab', () => {
    const storage = createMemoryStorage();
    const otherTab = new EventTarget();
    const sut = createSessionStore({ storage, crossTabSource: otherTab });
    sut.signIn({ token: 'tok', encryptionKey: 'key', user: staff });

    storage.clear();
    otherTab.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));

    expect(sut.getState().status).toBe('signed-out');
  });
});
