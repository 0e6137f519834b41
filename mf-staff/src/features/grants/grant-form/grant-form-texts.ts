/**
 * The grant form's words. Spec §5 words the weight totals differently on the create and the
 * edit screen; each screen passes its own `GrantFormWording`. Quoted texts are verbatim.
 */
export interface GrantFormWording {
  sectionWeightsTotal: (total: number) => string;
  /** `sectionLabel` is '' when the section has none yet: `sectionNumber` names it then. */
  questionWeightsTotal: (total: number, sectionLabel: string, sectionNumber: number) => string;
}

/** `/create-grant` (spec §5, "Inline"). */
export const createGrantWording: GrantFormWording = {
  sectionWeightsTotal: (total) => `Section weights must sum to 100%. Current total: ${total}%`,
  questionWeightsTotal: (total) => `Question weights must sum to 100%. Current total: ${total}%`,
};

/** `/grants/{id}/edit` (spec §5, "Edit grant"). */
export const editGrantWording: GrantFormWording = {
  sectionWeightsTotal: (total) => `Section weights must add up to 100%. Current total: ${total}%.`,
  questionWeightsTotal: (total, sectionLabel, sectionNumber) =>
    `Questions in section "${sectionLabel || `Section ${sectionNumber}`}" must add up to 100%. Current total: ${total}%.`,
};

export const grantFormTexts = {
  fixValidationErrors: 'Please fix the validation errors before submitting',
  lastSection: 'Grant must have at least one section',
  oneApplicationPerMember: 'One application per member',
  oneApplicationPerMemberHint:
    'A member who has applied cannot apply again unless they withdraw. Untick it to let members send several applications.',
  leaveTitle: 'Leave without saving?',
  leaveQuestion:
    'Your changes to this grant are not saved. They stay in this browser, and this form offers them again when you come back.',
  // The time ends with "a.m." or "p.m.": no period of the sentence right after it.
  restored: (savedAt: string) =>
    `Your unsaved work on this grant was restored (kept in this browser on ${savedAt}). Save it, or discard it.`,
  changedSince:
    'The grant was changed on the portal since: saving replaces those changes with yours.',
  discarded: 'The unsaved work was discarded.',
} as const;
