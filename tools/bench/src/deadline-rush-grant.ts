// The grant of the deadline rush: the spec's example of a professional-development grant (every
// question type), published by staff through the API, closing in two days. Each member answers
// it in their own words, and differently on each submission: identical answers sent again within
// a few seconds are one application (decisions §4), and the rush counts new applications.
import type { Grant } from '@portal/contract/grants';

const dayMs = 24 * 60 * 60 * 1000;
const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

function grantBody(): Record<string, unknown> {
  const now = Date.now();
  return {
    title: 'Trades and Professional Development Fund (deadline rush)',
    type: 'professional-development',
    description:
      'Support for members training in a trade or a profession.\nEligibility: members of the Nation.\nNote: amounts are in CAD.',
    openDate: isoDate(now - 30 * dayMs),
    closeDate: isoDate(now + 2 * dayMs),
    sections: [
      {
        label: 'General Information',
        description: 'Basic applicant information',
        weight: 20,
        questions: [
          { label: 'Tell us about yourself', type: 'textarea', weight: 60, required: true },
          { label: 'Date of birth', type: 'date', weight: 40, required: true },
        ],
      },
      {
        label: 'Program',
        description: 'The training you plan',
        weight: 35,
        questions: [
          {
            label: 'Program type',
            type: 'dropdown',
            weight: 30,
            required: true,
            options: ['Trade apprenticeship', 'College diploma', 'Certificate'],
            defaultSelected: ['Certificate'],
          },
          {
            label: 'Costs to cover (CAD)',
            type: 'multi-select',
            weight: 30,
            required: true,
            options: ['Tuition', 'Books and tools', 'Travel', 'Childcare'],
            defaultSelected: ['Tuition'],
          },
          { label: 'Letter of acceptance', type: 'file', weight: 40, required: false },
        ],
      },
      {
        label: 'Commitment',
        description: 'Your plans after training',
        weight: 45,
        questions: [
          {
            label: 'Rank what matters most to you',
            type: 'priority',
            weight: 50,
            required: true,
            options: ['Working in the community', 'Further study', 'Starting a business'],
          },
          {
            label: 'I confirm the information is true',
            type: 'checkbox',
            weight: 50,
            required: true,
          },
        ],
      },
    ],
  };
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
