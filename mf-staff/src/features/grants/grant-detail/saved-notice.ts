/**
 * A screen that saves a grant and then opens it (quick add) passes a message in the navigation
 * state, for the grant's page to show: `navigate(path, { state: savedNotice('…') })`.
 */
export interface SavedNoticeState {
  savedNotice: string;
}

export function savedNotice(text: string): SavedNoticeState {
  return { savedNotice: text };
}

/** The message in a location's state, if one was passed (the state may be anything). */
export function readSavedNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedNotice' in state)) return null;
  return typeof state.savedNotice === 'string' ? state.savedNotice : null;
}
