import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { grantFormMessages as messages } from './messages.js';

/**
 * Spec §5 words the weight totals differently on the create and the edit screen; each screen
 * passes its own wording. Both messages take `total`; the question total also takes `section`
 * (the section's label, or "Section 2" when it has none).
 */
export interface GrantFormWording {
  sectionWeightsTotal: MessageDescriptor;
  questionWeightsTotal: MessageDescriptor;
}

/** `/create-grant` (spec §5, "Inline"). */
export const createGrantWording: GrantFormWording = {
  sectionWeightsTotal: messages.sectionWeightsTotalCreate,
  questionWeightsTotal: messages.questionWeightsTotalCreate,
};

/** `/grants/{id}/edit` (spec §5, "Edit grant"). */
export const editGrantWording: GrantFormWording = {
  sectionWeightsTotal: messages.sectionWeightsTotalEdit,
  questionWeightsTotal: messages.questionWeightsTotalEdit,
};
