// The grant of the deadline rush: the spec's example of a professional-development grant (every
// question type), published by staff through the API, closing in two days. Each member answers
// it in their own words, and differently on each submission: identical answers sent again within
// a few seconds are one application (decisions §4), and the rush counts new applications.
import type { Grant } from '@portal/contract/grants';
import { grantInput } from '@portal/testing';

const dayMs = 24 * 60 * 60 * 1000;
const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The spec's example grant (the integration tests' `grantInput`), open now and closing in two days. */
function grantBody(): Record<string, unknown> {
  const now = Date.now();
  return grantInput({
    title: 'Trades and Professional Development Fund (deadline rush)',
    openDate: isoDate(now - 30 * dayMs),
    closeDate: isoDate(now + 2 * dayMs),
  });
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
export async function publishRushGrant(gateway: string, staffToken: string): Promise<string> {
  const body = grantBody();
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
