import type { Grant } from '@portal/contract/grants';
import { createGrant } from './create-grant.js';

/**
 * Duplicate (spec §2): a new draft with the same data, the title followed by " (Copy)", and
 * nothing read-only of the original (no id, counts, lock, status or dates of record).
 */
export function duplicateGrant(original: Grant): Promise<Grant> {
  const copy = {
    title: `${original.title} (Copy)`,
    type: original.type,
    description: original.description,
    openDate: original.openDate,
    closeDate: original.closeDate,
    sections: original.sections,
    oneApplicationPerMember: original.oneApplicationPerMember,
  };
  return createGrant(copy, { copyOf: original._id });
}
