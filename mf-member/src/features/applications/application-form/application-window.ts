import { readGrantDate } from '@portal/contract/grants';

/**
 * Where `now` falls against a grant's open and close dates (spec §2, "Application form"):
 * before it opens, after it closed, or neither. The form warns in the first two cases but still
 * takes the application: the grant's status (published), not its dates, decides whether the
 * portal takes it.
 */
export type ApplicationWindow =
  { kind: 'open' } | { kind: 'not-open-yet'; opens: Date } | { kind: 'closed'; closed: Date };

export function applicationWindow(
  grant: { openDate: string; closeDate: string },
  now: Date,
): ApplicationWindow {
  const opens = readGrantDate(grant.openDate, 'open');
  const closes = readGrantDate(grant.closeDate, 'close');
  if (opens && now.getTime() < opens.getTime()) return { kind: 'not-open-yet', opens };
  if (closes && now.getTime() > closes.getTime()) return { kind: 'closed', closed: closes };
  return { kind: 'open' };
}
