import type { LoginResponse } from '@portal/contract';
import {
  applicationEndpoints,
  type Application,
  type ApplicationAnswers,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@portal/contract/applications';
import { callAs } from './api-call.js';

/** A member applies to a published grant, as the form would after its checks. */
export function submitApplicationThroughApi(
  baseUrl: string,
  member: LoginResponse,
  grantId: string,
  answers: ApplicationAnswers,
): Promise<Application> {
  return callAs(baseUrl, member, applicationEndpoints.submit, { body: { grantId, answers } });
}

/** `?portal=education` as the dashboards read it; nothing for every application. */
export function listApplicationsThroughApi(
  baseUrl: string,
  session: LoginResponse,
  query: { portal?: string } = {},
): Promise<ApplicationSummary[]> {
  return callAs(baseUrl, session, applicationEndpoints.list, { query });
}

export function getApplicationThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<Application> {
  return callAs(baseUrl, session, applicationEndpoints.get, { params: { id } });
}

/** A reviewer sets a status, as the review page's buttons do. */
export function setApplicationStatusThroughApi(
  baseUrl: string,
  reviewer: LoginResponse,
  id: string,
  status: ApplicationStatus,
): Promise<Application> {
  return callAs(baseUrl, reviewer, applicationEndpoints.setStatus, {
    params: { id },
    body: { status },
  });
}
