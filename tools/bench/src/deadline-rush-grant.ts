// The grant of the deadline rush: the spec's example of a professional-development grant (every
// question type), published by staff through the API, closing in two days. Each member answers
// it in their own words, and differently on each submission: identical answers sent again within
// a few seconds are one application (decisions §4), and the rush counts new applications.
// The uploads' rush asks for three documents instead of one (file questions 1-2, 1-3 and 1-4).
import type { Grant } from '@portal/contract/grants';
import { grantInput } from '@portal/testing';

const dayMs = 24 * 60 * 60 * 1000;
const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The documents the uploads' rush asks for, in the Program section, weights summing to 40. */
const threeDocuments = [
  { label: 'Letter of acceptance', type: 'file', weight: 14, required: false },
  { label: 'Proof of enrolment', type: 'file', weight: 13, required: false },
  { label: 'Budget for the training', type: 'file', weight: 13, required: false },
];

/** The question keys of the rush grant's file questions. */
export function rushFileQuestionKeys(documents: 1 | 3): string[] {
  return documents === 1 ? ['1-2'] : ['1-2', '1-3', '1-4'];
}

/**
 * The spec's example grant (the integration tests' `grantInput`), open now and closing in two
 * days; with three documents, its one file question becomes three.
 */
function grantBody(documents: 1 | 3): Record<string, unknown> {
  const now = Date.now();
  const grant = grantInput({
    title: `Trades and Professional Development Fund (deadline rush${documents === 3 ? ', three documents' : ''})`,
    openDate: isoDate(now - 30 * dayMs),
    closeDate: isoDate(now + 2 * dayMs),
  });
  if (documents === 3) {
    const program = (grant.sections as Array<{ questions: Array<{ type: string }> }>)[1];
    if (!program) throw new Error('the example grant has no Program section');
    program.questions = [
      ...program.questions.filter((question) => question.type !== 'file'),
      ...threeDocuments,
    ];
  }
  return grant;
}

async function call(url: string, token: string, method: string, body: unknown): Promise<Grant> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as Grant;
}

/** Creates and publishes the rush's grant (the token must be a reviewer's); answers its id. */
export async function publishRushGrant(
  gateway: string,
  staffToken: string,
  documents: 1 | 3 = 1,
): Promise<string> {
  const body = grantBody(documents);
  const created = await call(`${gateway}/api/grants`, staffToken, 'POST', body);
  await call(`${gateway}/api/grants/${created._id}`, staffToken, 'PUT', {
    ...body,
    status: 'published',
  });
  return created._id;
}

/** A complete set of answers, different for every member and every attempt. */
export function rushAnswers(member: number, attempt: number): Record<string, unknown> {
  return {
    '0-0': `Member ${member + 1}, submission ${attempt + 1}: I am training as an electrician and want to work in the community.`,
    '0-1': '2001-04-09',
    '1-0': 'Trade apprenticeship',
    '1-1': ['Tuition', 'Travel'],
    '1-2': 'acceptance-letter.pdf',
    '2-0': ['Working in the community', 'Starting a business', 'Further study'],
    '2-1': 'yes',
  };
}
