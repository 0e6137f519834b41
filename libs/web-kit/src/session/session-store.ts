import type { User } from '@portal/contract';
import { writePageSessionCookie, type CookieJar } from './page-session-cookie.js';
import { toSessionUser } from './session-user.js';
import { sessionStorageKeys } from './storage-keys.js';

export { sessionStorageKeys };

/**
 * Keys under this prefix hold what a member typed and has not sent yet (the answers of an
 * application form). Logout removes them, so the next person at a shared computer finds nothing;
 * a 401 does not, so a member whose session ran out mid-form signs in again and finds them.
 */
export const memberDataKeyPrefix = 'portal.member-data.';

/**
 * - `signed-out`: no token stored.
 * - `restoring`: a token was found at start and still has to be confirmed with
 *   `GET /api/users/me` (spec §4); the stored user may be shown meanwhile.
 * - `signed-in`: signed in now, or the stored token was confirmed.
 */
export type SessionStatus = 'signed-out' | 'restoring' | 'signed-in';

export interface SessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly encryptionKey: string | null;
  readonly user: User | null;
}

/** What `POST /api/users/login` and `POST /api/users/register` answer. */
export interface SignInDetails {
  token: string;
  encryptionKey: string;
  user: User;
}

// Members are function-valued properties, not methods: they are closures over the store and
// may be passed around unbound (useSyncExternalStore(store.subscribe, store.getState)).
export interface SessionStore {
  /** The current state; the same object until something changes (useSyncExternalStore needs that). */
  getState: () => SessionState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  signIn: (details: SignInDetails) => void;
  /** The stored token was confirmed: `user` is the fresh answer of `GET /api/users/me`. */
  confirmRestored: (user: User) => void;
  /**
   * Forgets token, encryption key and user (logout, any 401, a failed restore); with
   * `forgetMemberData` (Logout) also what the member typed (`memberDataKeyPrefix`).
   */
  signOut: (options?: { forgetMemberData?: boolean }) => void;
  /**
   * The session a page drawn ahead of time shows (`useSession` on the server). Signed out when
   * absent: only the build's drawing of a member's page (web-kit/prerender) sets it.
   */
  getDrawnState?: () => SessionState;
}

export interface SessionStoreOptions {
  /** Defaults to `window.localStorage`; an in-memory store when that is unavailable. */
  storage?: Storage;
  /** Window whose `storage` events keep the session in step with other tabs. */
  crossTabSource?: Pick<Window, 'addEventListener'>;
  /**
   * Where the token is also kept for the member's data pages (page-session-cookie.ts): the
   * page's `document` in the browser, `secure` on https. None on the server and in most tests.
   */
  pageCookie?: { jar: CookieJar; secure: boolean };
}

/** No one signed in: the state of a page rendered ahead of time, and after every sign-out. */
export const signedOutSession: SessionState = {
  status: 'signed-out',
  token: null,
  encryptionKey: null,
  user: null,
};

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? defaultStorage();
  const listeners = new Set<() => void>();
  let state = readStoredSession(storage);
  // A session stored before the cookie existed, or one whose cookie the browser dropped.
  const keepCookie = (token: string | null) =>
    options.pageCookie &&
    writePageSessionCookie(options.pageCookie.jar, token, options.pageCookie.secure);
  keepCookie(state.token);

  function publish(next: SessionState): void {
    if (next.token !== state.token) keepCookie(next.token);
    state = next;
    for (const listener of [...listeners]) listener();
  }

  options.crossTabSource?.addEventListener('storage', (event: StorageEvent) => {
    // key === null: the other tab cleared the whole storage.
    const ours: readonly (string | null)[] = [null, ...Object.values(sessionStorageKeys)];
    if (!ours.includes(event.key)) return;
    const stored = readStoredSession(storage);
    // A sign-in in another tab is already confirmed there.
    publish(stored.status === 'restoring' ? { ...stored, status: 'signed-in' } : stored);
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn({ token, encryptionKey, user }) {
      write(storage, sessionStorageKeys.token, token);
      write(storage, sessionStorageKeys.encryptionKey, encryptionKey);
      write(storage, sessionStorageKeys.user, JSON.stringify(user));
      publish({ status: 'signed-in', token, encryptionKey, user });
    },
    confirmRestored(user) {
      if (state.token === null) return;
      write(storage, sessionStorageKeys.user, JSON.stringify(user));
      publish({ ...state, status: 'signed-in', user });
    },
    signOut(options = {}) {
      for (const key of Object.values(sessionStorageKeys)) remove(storage, key);
      if (options.forgetMemberData) {
        for (const key of storedKeys(storage)) {
          if (key.startsWith(memberDataKeyPrefix)) remove(storage, key);
        }
      }
      if (state !== signedOutSession) publish(signedOutSession);
    },
  };
}

function readStoredSession(storage: Storage): SessionState {
  const token = read(storage, sessionStorageKeys.token);
  if (!token) return signedOutSession;
  return {
    status: 'restoring',
    token,
    encryptionKey: read(storage, sessionStorageKeys.encryptionKey),
    user: parseUser(read(storage, sessionStorageKeys.user)),
  };
}

function parseUser(json: string | null): User | null {
  if (json === null) return null;
  try {
    return toSessionUser(JSON.parse(json));
  } catch {
    return null;
  }
}

// Storage calls throw when storage is disabled or full (private browsing, quotas):
// the session then lasts as long as the page, which beats a broken portal.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // see above
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // see above
  }
}

function defaultStorage(): Storage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Accessing localStorage itself throws when the browser blocks it.
  }
  return createMemoryStorage();
}

/** Every key in `storage` (a copy: removing while walking the live list would skip keys). */
function storedKeys(storage: Storage): string[] {
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/** A Storage that forgets everything when the page goes away. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
