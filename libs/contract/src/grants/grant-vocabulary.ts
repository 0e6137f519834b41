// The words of a grant: its types, statuses and question types, and their labels. No zod here:
// the screens import these, and a module that builds schemas would bring zod into their bundles.

/** Spec §3: the five grant types; the form's default is scholarship. */
export const grantTypes = [
  'scholarship',
  'professional-development',
  'research',
  'educational-resources',
  'award',
] as const;
export type GrantType = (typeof grantTypes)[number];

export const grantTypeLabels: Readonly<Record<GrantType, string>> = {
  scholarship: 'Scholarship',
  'professional-development': 'Professional Development',
  research: 'Research',
  'educational-resources': 'Educational Resources',
  award: 'Award',
};

/** Spec §4: a grant's four statuses. Staff may set any of them freely. */
export const grantStatuses = ['draft', 'pendingApproval', 'published', 'closed'] as const;
export type GrantStatus = (typeof grantStatuses)[number];

export const grantStatusLabels: Readonly<Record<GrantStatus, string>> = {
  draft: 'Draft',
  pendingApproval: 'Pending Approval',
  published: 'Published',
  closed: 'Closed',
};

/**
 * A status as sent or stored, matched case-insensitively (`pendingapproval` is
 * `pendingApproval`, spec §4); undefined when it is none of the four.
 */
export function normalizeGrantStatus(value: unknown): GrantStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return grantStatuses.find((status) => status.toLowerCase() === wanted);
}

/** The label a screen shows for a grant's status: a missing or unknown one shows Draft. */
export function grantStatusLabel(value: unknown): string {
  return grantStatusLabels[normalizeGrantStatus(value) ?? 'draft'];
}

/**
 * Spec §3's seven question types, and three more: a one-line text, a number, and an amount of
 * money in Canadian dollars (kept as integer cents, never a float).
 */
export const questionTypes = [
  'textarea',
  'checkbox',
  'file',
  'date',
  'dropdown',
  'multi-select',
  'priority',
  'short-text',
  'number',
  'currency',
] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionTypeLabels: Readonly<Record<QuestionType, string>> = {
  textarea: 'Text answer',
  checkbox: 'Checkbox (yes or no)',
  file: 'File upload',
  date: 'Date',
  dropdown: 'Dropdown (one choice)',
  'multi-select': 'Multi-select (several choices)',
  priority: 'Priority (order the options)',
  'short-text': 'Short text (one line)',
  number: 'Number',
  currency: 'Amount of money (CAD)',
};

/** The question types that offer a list of options. */
export const questionTypesWithOptions: readonly QuestionType[] = [
  'dropdown',
  'multi-select',
  'priority',
];

/**
 * The question types whose answers may have a minimum and a maximum: a short text's length in
 * characters, a number's value, an amount's value in cents.
 */
export const questionTypesWithLimits: readonly QuestionType[] = [
  'short-text',
  'number',
  'currency',
];

/** What a grant's history records (who did what, when), shown on `/grants/{id}`. */
export const grantHistoryActions = [
  'created',
  'edited',
  'submitted',
  'status-changed',
  'duplicated',
  'deleted',
  'archived',
  'restored',
] as const;
export type GrantHistoryAction = (typeof grantHistoryActions)[number];

/**
 * Which grants `GET /api/grants` lists: the ones not archived (the default), the archived ones
 * only, or both.
 */
export const grantListArchived = ['hide', 'only', 'include'] as const;
export type GrantListArchived = (typeof grantListArchived)[number];
