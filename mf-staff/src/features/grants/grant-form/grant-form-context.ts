import { createContext, useContext } from 'react';
import type { GrantDraftAction } from './grant-draft-reducer.js';
import type { ProblemMessages } from './form-problems.js';
import type { GrantFormWording } from './grant-form-wording.js';

/** What every editor inside the grant form reads: how to change the draft and what is wrong. */
export interface GrantFormContextValue {
  /**
   * Applies a change to the draft. With `focusAfter` (a CSS selector inside the form), focus
   * moves there once the change is on screen: to a new item's first field, to the item a
   * removed one leaves its place to, to a moved option's button.
   */
  change: (action: GrantDraftAction, focusAfter?: string) => void;
  /** Problems to show by their field (once Save was pressed, or the portal's own). */
  fieldProblems: ProblemMessages;
  /** Weight totals that are off, shown as staff type. */
  totals: ProblemMessages;
  /** True once Save was pressed: fields in an off total are marked invalid too. */
  attempted: boolean;
  /** Says what a move did, in the form's status region (screen readers read it). */
  announce: (message: string) => void;
  wording: GrantFormWording;
}

export const GrantFormContext = createContext<GrantFormContextValue | null>(null);

export function useGrantForm(): GrantFormContextValue {
  const value = useContext(GrantFormContext);
  if (!value) throw new Error('useGrantForm() is for the editors inside <GrantForm>');
  return value;
}
