import { checkGrantJson } from './check-grant-json.js';

const validGrant = {
  title: 'Bursary',
  type: 'scholarship',
  openDate: '2026-09-01',
  closeDate: '2026-09-30',
  sections: [{ label: 'About you', weight: 100, questions: [] }],
};

describe('checkGrantJson', () => {
  it("says 'Invalid JSON: {reason}' for text that is not JSON", () => {
    const check = checkGrantJson('{ "title": ');

    expect(check.ok).toBe(false);
    expect(!check.ok && check.issues).toEqual([expect.stringMatching(/^Invalid JSON: .+/)]);
  });

  it("names each missing required field: 'Missing {field} field'", () => {
    const check = checkGrantJson(JSON.stringify({ sections: validGrant.sections }));

    expect(!check.ok && check.issues).toEqual([
      'Missing title field',
      'Missing type field',
      'Missing openDate field',
      'Missing closeDate field',
    ]);
  });

  it('lists every problem of the rules, worded as the API words them', () => {
    const check = checkGrantJson(
      JSON.stringify({
        ...validGrant,
        type: 'loan',
        sections: [
          { label: 'A', weight: 60, questions: [] },
          {
            label: 'B',
            weight: 30,
            questions: [{ label: 'Pick', type: 'dropdown', weight: 100, required: true }],
          },
        ],
      }),
    );

    expect(!check.ok && check.issues).toEqual([
      'Type must be one of: scholarship, professional-development, research, educational-resources, award',
      'Question "Pick" needs a non-empty options list',
      'Section weights must sum to 100%. Current total: 90%',
    ]);
  });

  it('gives the checked grant (dates as instants) when it is valid', () => {
    const check = checkGrantJson(JSON.stringify(validGrant));

    expect(check.ok && check.grant).toEqual(
      expect.objectContaining({
        title: 'Bursary',
        openDate: '2026-09-01T04:00:00.000Z',
        closeDate: '2026-10-01T03:59:59.999Z',
      }),
    );
  });

  it('takes short text, number and amount questions with limits, help text and standing-alone options', () => {
    const check = checkGrantJson(
      JSON.stringify({
        ...validGrant,
        sections: [
          {
            label: 'About you',
            weight: 100,
            questions: [
              { label: 'School', type: 'short-text', weight: 25, required: true, max: 80 },
              { label: 'Days', type: 'number', weight: 25, required: true, min: 1, max: 30 },
              {
                label: 'Amount',
                type: 'currency',
                weight: 25,
                required: true,
                helpText: 'In CAD.',
                min: 10000,
                max: 250000,
              },
              {
                label: 'Costs',
                type: 'multi-select',
                weight: 25,
                required: true,
                options: ['Books', 'None of these'],
                exclusiveOptions: ['None of these'],
              },
            ],
          },
        ],
      }),
    );

    expect(check.ok).toBe(true);
    expect(check.ok && check.grant.sections[0]?.questions.map((question) => question.type)).toEqual(
      ['short-text', 'number', 'currency', 'multi-select'],
    );
  });

  it("words the problems of the newer fields as the API does, and the spec's messages stay", () => {
    const check = checkGrantJson(
      JSON.stringify({
        ...validGrant,
        title: undefined,
        sections: [
          {
            label: 'About you',
            weight: 100,
            questions: [
              { label: 'Amount', type: 'currency', weight: 100, required: true, min: 10.5 },
            ],
          },
        ],
      }),
    );

    expect(!check.ok && check.issues).toEqual([
      'Missing title field',
      'Question "Amount": min must be a whole number of cents from 0 to 999999999999 ($9,999,999,999.99)',
    ]);
  });
});
