/** Where a form's work is kept in this browser: localStorage, or a memory store in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage, or undefined where there is none or it may not be used (some
 * private modes throw on access): a form then works without keeping drafts.
 */
export function browserDraftStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
