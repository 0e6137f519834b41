import { checkGrant, grantProblemText, type GrantInput } from '@portal/contract/grants';

export type GrantJsonCheck = { ok: true; grant: GrantInput } | { ok: false; issues: string[] };

/**
 * Quick add's validation (spec §5): the text must be JSON ('Invalid JSON: {reason}'), then a
 * grant by the rules every screen and the API share (`checkGrant`), worded as the API words them
 * ('Missing title field').
 */
export function checkGrantJson(text: string): GrantJsonCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [`Invalid JSON: ${reason}`] };
  }
  const check = checkGrant(parsed);
  if (check.ok) return check;
  return { ok: false, issues: check.problems.map(grantProblemText) };
}
