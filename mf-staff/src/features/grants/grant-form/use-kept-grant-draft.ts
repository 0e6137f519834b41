import { useCallback, useEffect, useRef, useState } from 'react';
import type { GrantDraft } from './grant-draft.js';
import { browserDraftStorage } from '@portal/web-kit';
import {
  forgetGrantDraft,
  keepGrantDraft,
  readGrantDraft,
  type KeptGrantDraft,
} from './kept-grant-draft.js';

/** How long typing may go on before the draft is written (a write per keystroke of a big grant is waste). */
const keepAfterMs = 300;

export interface KeptGrantDraftHandle {
  /** The draft this browser kept from an earlier visit, as read when the form opened. */
  restored: KeptGrantDraft | undefined;
  /** Keeps the draft as it is now (shortly, and at once when the page goes away). */
  keep: (draft: GrantDraft) => void;
  /** Forgets the kept draft: once the grant is saved, or when staff discard it. */
  forget: () => void;
}

/**
 * One grant's draft kept in this browser (kept-grant-draft.ts) under `key`; without a key (no
 * signed-in account) or where the browser keeps nothing, the form works and keeps nothing.
 * `loadedVersion` is the edited grant's `updatedAt`, kept with the draft.
 */
export function useKeptGrantDraft(
  key: string | undefined,
  loadedVersion: string | null,
): KeptGrantDraftHandle {
  const [storage] = useState(browserDraftStorage);
  const [restored] = useState(() => (storage && key ? readGrantDraft(storage, key) : undefined));
  // The draft waiting to be written, if any.
  const pending = useRef<GrantDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (!draft || !storage || !key) return;
    keepGrantDraft(storage, key, { savedAt: new Date().toISOString(), loadedVersion, draft });
  }, [storage, key, loadedVersion]);

  const keep = useCallback(
    (draft: GrantDraft) => {
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, keepAfterMs);
    },
    [flush],
  );

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (storage && key) forgetGrantDraft(storage, key);
  }, [storage, key]);

  // What was typed in the last moments is written when the page is hidden or left.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { restored, keep, forget };
}
