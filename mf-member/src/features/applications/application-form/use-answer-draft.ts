import { browserDraftStorage } from '@portal/web-kit';
import type { Answers } from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { useCallback, useState } from 'react';
import {
  draftStorageKey,
  forgetDraft,
  keepDraft,
  readDraft,
  type AnswerDraft,
} from './answer-draft-store.js';

export interface AnswerDraftHandle {
  /** The answers this browser kept from an earlier visit, as read when the form opened. */
  kept: AnswerDraft | undefined;
  /** Whether answers can be kept here at all (a signed-in member, a browser that keeps them). */
  canKeep: boolean;
  /** Keeps the answers as they are now; false when the browser refused. */
  keep: (answers: Answers) => boolean;
  /** Forgets the kept answers: call once the application is submitted. */
  forget: () => void;
}

/**
 * The member's answers to one grant kept in this browser (see answer-draft-store.ts): the
 * offline fallback of the draft saved on the server. Without a signed-in user id, or
 * where the browser keeps nothing, the form works and keeps nothing here.
 */
export function useAnswerDraft(
  userId: string | undefined,
  grantId: string,
  sections: readonly Section[],
): AnswerDraftHandle {
  const [storage] = useState(browserDraftStorage);
  const key = userId ? draftStorageKey(userId, grantId) : undefined;
  const [kept] = useState(() => (storage && key ? readDraft(storage, key) : undefined));
  const keep = useCallback(
    (answers: Answers) =>
      storage && key ? keepDraft(storage, key, answers, sections, new Date()) : false,
    [storage, key, sections],
  );
  const forget = useCallback(() => {
    if (storage && key) forgetDraft(storage, key);
  }, [storage, key]);
  return { kept, canKeep: storage !== undefined && key !== undefined, keep, forget };
}
