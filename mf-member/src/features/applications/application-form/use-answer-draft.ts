import type { Answers } from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { useCallback, useState } from 'react';
import {
  answersWithDraft,
  browserDraftStorage,
  draftStorageKey,
  forgetDraft,
  keepDraft,
  readDraft,
} from './answer-draft-store.js';

export interface AnswerDraftHandle {
  /** The defaults, with the answers kept from an earlier visit put back. */
  initialAnswers: Answers;
  /** When the answers put back were kept (ISO 8601); undefined when none were. */
  restoredFrom: string | undefined;
  /** Whether answers can be kept here at all (a signed-in member, a browser that keeps them). */
  canKeep: boolean;
  /** Keeps the answers as they are now; false when the browser refused. */
  keep: (answers: Answers) => boolean;
  /** Forgets the kept answers: call once the application is saved. */
  forget: () => void;
}

/**
 * The member's draft of one grant's answers in this browser (see answer-draft-store.ts). Without
 * a signed-in user id, or where the browser keeps nothing, the form works and keeps nothing.
 */
export function useAnswerDraft(
  userId: string | undefined,
  grantId: string,
  sections: readonly Section[],
): AnswerDraftHandle {
  const [storage] = useState(browserDraftStorage);
  const key = userId ? draftStorageKey(userId, grantId) : undefined;
  const [start] = useState(() => {
    const draft = storage && key ? readDraft(storage, key) : undefined;
    return {
      initialAnswers: answersWithDraft(sections, draft?.answers ?? {}),
      restoredFrom: draft?.savedAt,
    };
  });
  const keep = useCallback(
    (answers: Answers) =>
      storage && key ? keepDraft(storage, key, answers, sections, new Date()) : false,
    [storage, key, sections],
  );
  const forget = useCallback(() => {
    if (storage && key) forgetDraft(storage, key);
  }, [storage, key]);
  return { ...start, canKeep: storage !== undefined && key !== undefined, keep, forget };
}
