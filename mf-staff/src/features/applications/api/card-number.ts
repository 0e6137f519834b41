import {
  cardNumberCalls,
  type MaskedCardNumber,
  type RevealedCardNumber,
} from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/users/{id}/card-number`: the applicant's card number masked (and, for admins, its reveals). */
export function getMaskedCardNumber(
  userId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<MaskedCardNumber> {
  return callEndpoint(cardNumberCalls.masked, {
    params: { id: userId },
    query: { applicationId },
    signal,
  });
}

/** `POST /api/users/{id}/card-number/reveal`: the number in full, recorded by identity first. */
export function revealCardNumber(
  userId: string,
  applicationId: string,
): Promise<RevealedCardNumber> {
  return callEndpoint(cardNumberCalls.reveal, {
    params: { id: userId },
    body: { applicationId },
  });
}
