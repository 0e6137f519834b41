import type { LoginResponse } from '@portal/contract';
import {
  grantEndpoints,
  type Grant,
  type GrantInput,
  type GrantSummary,
} from '@portal/contract/grants';
import { callAs } from './api-call.js';

/** A small valid grant, as the create form would send it. */
export function grantInput(title: string): GrantInput {
  return {
    title,
    type: 'scholarship',
    description: 'Tuition help for members in full-time studies, up to $3,000 CAD a year.',
    openDate: '2026-09-01',
    closeDate: '2026-12-31',
    sections: [
      {
        label: 'About You',
        description: 'Your studies',
        weight: 100,
        questions: [
          {
            label: 'What will you study?',
            type: 'textarea',
            required: true,
            weight: 100,
            options: [],
            defaultSelected: [],
          },
        ],
      },
    ],
  };
}

export function getGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  id: string,
): Promise<Grant> {
  return callAs(baseUrl, session, grantEndpoints.get, { params: { id } });
}

export function listGrantsThroughApi(baseUrl: string, session: LoginResponse): Promise<Grant[]> {
  return callAs(baseUrl, session, grantEndpoints.list);
}

/** A new draft: the grant as given, or `grantInput(title)` for a title. */
export function createGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: GrantInput | string,
): Promise<Grant> {
  const body = typeof grant === 'string' ? grantInput(grant) : grant;
  return callAs(baseUrl, session, grantEndpoints.create, { body });
}

/** Publishes a grant as the edit form would: the whole grant with status published. */
export function publishGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: Grant,
): Promise<Grant> {
  const { title, type, description, openDate, closeDate, sections } = grant;
  return callAs(baseUrl, session, grantEndpoints.update, {
    params: { id: grant._id },
    body: { title, type, description, openDate, closeDate, sections, status: 'published' },
  });
}

export function availableGrantsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<GrantSummary[]> {
  return callAs(baseUrl, session, grantEndpoints.available);
}
