import {
  applicationEndpoints,
  type Answers,
  type Application,
} from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/grant-applications`: the grant and the answers; the server takes the applicant's
 * name and email from the account. The same answers sent again within a few seconds (a double
 * tap, a retry) answer the first application (decisions §4).
 */
export function submitApplication(grantId: string, answers: Answers): Promise<Application> {
  return callEndpoint(applicationEndpoints.submit, { body: { grantId, answers } });
}
