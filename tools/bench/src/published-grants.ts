// The grants a busy office might have open at once, for `GET /api/available-grants`:
// `count` published grants of three sections with ten questions each, made through the API as
// staff would (create, then publish).
import type { Grant, QuestionType } from '@portal/contract/grants';

const questionTypes: QuestionType[] = [
  'textarea',
  'checkbox',
  'date',
  'dropdown',
  'multi-select',
  'priority',
  'file',
];

function question(index: number): Record<string, unknown> {
  const type = questionTypes[index % questionTypes.length] ?? 'textarea';
  const withOptions = type === 'dropdown' || type === 'multi-select' || type === 'priority';
  return {
    label: `Question ${index + 1}: tell us about your plans for this part of the program`,
    type,
    // Ten questions of 10 % each.
    weight: 10,
    required: index % 2 === 0,
    ...(withOptions ? { options: ['Tuition', 'Books and tools', 'Travel', 'Childcare'] } : {}),
  };
}

function grantBody(index: number): Record<string, unknown> {
  return {
    title: `Bench grant ${index + 1}`,
    type: 'scholarship',
    description:
      'Support for members of the Nation in full-time study.\nEligibility: members of the Nation.\nNote: amounts are in CAD, up to $2,500 CAD.',
    openDate: '2026-01-05',
    closeDate: `2027-${String((index % 12) + 1).padStart(2, '0')}-15`,
    sections: [30, 30, 40].map((weight, section) => ({
      label: `Section ${section + 1}`,
      description: 'Questions about the program',
      weight,
      questions: Array.from({ length: 10 }, (_, index) => question(index)),
    })),
  };
}

async function call<T>(url: string, token: string, method: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Creates and publishes `count` grants, a few at a time (the staff token must be a reviewer's). */
export async function publishGrants(
  gateway: string,
  staffToken: string,
  count: number,
): Promise<void> {
  const parallel = 8;
  for (let first = 0; first < count; first += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - first) }, async (_, offset) => {
        const body = grantBody(first + offset);
        const created = await call<Grant>(`${gateway}/api/grants`, staffToken, 'POST', body);
        await call<Grant>(`${gateway}/api/grants/${created._id}`, staffToken, 'PUT', {
          ...body,
          status: 'published',
        });
      }),
    );
  }
}
