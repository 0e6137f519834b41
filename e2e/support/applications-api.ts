import type { LoginResponse } from '@portal/contract';
import {
  applicationDraftEndpoints,
  applicationEndpoints,
  type ApplicationDraft,
  type Application,
  type ApplicationAnswers,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@portal/contract/applications';
import type { Grant, GrantInput, QuestionType } from '@portal/contract/grants';
import { callAs } from './api-call.js';
import { createGrantThroughApi, grantInput, publishGrantThroughApi } from './grants-api.js';

export function myApplicationsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<ApplicationSummary[]> {
  return callAs(baseUrl, session, applicationEndpoints.list, { query: { userOnly: 'true' } });
}

/** The Toronto calendar date `days` from today (`YYYY-MM-DD`), as a grant's dates are given. */
export function torontoDateFromToday(days: number): string {
  const instant = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The small valid grant `title` (grantInput), open since 5 days and for 40 more, published by `staff`. */
export async function publishOpenGrantThroughApi(
  baseUrl: string,
  staff: LoginResponse,
  title: string,
): Promise<Grant> {
  const draft = await createGrantThroughApi(baseUrl, staff, {
    ...grantInput(title),
    openDate: torontoDateFromToday(-5),
    closeDate: torontoDateFromToday(40),
  });
  return publishGrantThroughApi(baseUrl, staff, draft);
}

/**
 * A grant with one question of each of the seven types (spec §3), every one required, with
 * defaults on the dropdown and the multi-select; keys 0-0 … 0-3 and 1-0 … 1-2. The description
 * has heading lines (spec §2).
 */
export function everyQuestionTypeGrant(
  title: string,
  dates: { openDate: string; closeDate: string },
): GrantInput {
  const question = (
    label: string,
    type: QuestionType,
    weight: number,
    options: string[] = [],
    defaultSelected: string[] = [],
  ) => ({ label, type, required: true, weight, options, defaultSelected });
  return {
    title,
    type: 'scholarship',
    description: [
      'Tuition help for members of the Nation in full-time post-secondary studies, up to $3,000 CAD a year, paid to the school.',
      'Eligibility:',
      'Members enrolled full-time in a recognised programme.',
      'Note: proof of enrolment is required.',
    ].join('\n'),
    ...dates,
    sections: [
      {
        label: 'About You',
        description: 'Your studies',
        weight: 50,
        questions: [
          question('What will you study?', 'textarea', 25),
          question('I am a member of the Nation', 'checkbox', 25),
          question('When do your studies start?', 'date', 25),
          question(
            'How will you study?',
            'dropdown',
            25,
            ['Full-time', 'Part-time'],
            ['Full-time'],
          ),
        ],
      },
      {
        label: 'Needs and Documents',
        description: 'What the grant would pay for',
        weight: 50,
        questions: [
          question(
            'What do you need help with?',
            'multi-select',
            40,
            ['Tuition', 'Books', 'Travel'],
            ['Tuition', 'Books'],
          ),
          question('Rank your needs', 'priority', 30, ['Tuition', 'Housing', 'Transportation']),
          question('Proof of enrolment', 'file', 30),
        ],
      },
    ],
  };
}

/** The questions of `everyQuestionTypeGrant` as the application form labels them. */
export const everyQuestionTypeLabels = {
  study: 'What will you study? (required)',
  member: 'I am a member of the Nation (required)',
  start: 'When do your studies start? (required)',
  mode: 'How will you study? (required)',
  needs: 'What do you need help with? (required)',
  rank: 'Rank your needs (required)',
  file: 'Proof of enrolment (required)',
} as const;

/** `everyQuestionTypeGrant`, made and published by `staff`: what the member suites apply to. */
export async function publishedEveryQuestionTypeGrant(
  baseUrl: string,
  staff: LoginResponse,
  title: string,
  dates: { openDate: string; closeDate: string },
  settings: Pick<GrantInput, 'oneApplicationPerMember'> = {},
): Promise<Grant> {
  const draft = await createGrantThroughApi(baseUrl, staff, {
    ...everyQuestionTypeGrant(title, dates),
    ...settings,
  });
  return publishGrantThroughApi(baseUrl, staff, draft);
}

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

/** A member keeps a draft of their answers on the portal, as "Save draft" does. */
export function saveDraftThroughApi(
  baseUrl: string,
  member: LoginResponse,
  grantId: string,
  answers: ApplicationAnswers,
): Promise<ApplicationDraft> {
  return callAs(baseUrl, member, applicationDraftEndpoints.save, { body: { grantId, answers } });
}

/** A reviewer asks for more information, as the review page's request does. */
export function requestMoreInfoThroughApi(
  baseUrl: string,
  reviewer: LoginResponse,
  id: string,
  message: string,
  questionKeys: string[],
): Promise<Application> {
  return callAs(baseUrl, reviewer, applicationEndpoints.requestMoreInfo, {
    params: { id },
    body: { message, questionKeys },
  });
}
