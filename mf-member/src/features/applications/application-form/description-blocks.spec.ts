import { describeDescription, isHeadingLine } from './description-blocks.js';

describe('isHeadingLine', () => {
  it.each([
    'Eligibility:',
    'FAQs:',
    'Requirements:',
    'Important:',
    'Note:',
    'Note: transcripts are due with the form',
    'Eligibility :',
    '  Requirements:',
    'IMPORTANT:',
  ])('reads %p as a heading', (line) => {
    expect(isHeadingLine(line)).toBe(true);
  });

  it.each([
    'Eligibility',
    'Eligibility criteria:',
    'Notes: several',
    'A Note: in the middle',
    'FAQ:',
    'Important - read this',
    '',
  ])('reads %p as text', (line) => {
    expect(isHeadingLine(line)).toBe(false);
  });
});

describe('describeDescription', () => {
  it('makes heading lines headings and the lines between them paragraphs', () => {
    const description = [
      'Tuition help for members in full-time studies.',
      'Up to $3,000 CAD a year.',
      '',
      'Eligibility:',
      'Members of the Nation enrolled full-time.',
      'Note: transcripts are checked.',
      'FAQs:',
      '',
      'Ask the education office.',
    ].join('\n');

    expect(describeDescription(description)).toEqual([
      {
        kind: 'paragraph',
        lines: ['Tuition help for members in full-time studies.', 'Up to $3,000 CAD a year.'],
      },
      { kind: 'heading', text: 'Eligibility:' },
      { kind: 'paragraph', lines: ['Members of the Nation enrolled full-time.'] },
      { kind: 'heading', text: 'Note: transcripts are checked.' },
      { kind: 'heading', text: 'FAQs:' },
      { kind: 'paragraph', lines: ['Ask the education office.'] },
    ]);
  });

  it('reads Windows and old Mac line breaks too', () => {
    expect(describeDescription('Requirements:\r\nA letter\rA transcript')).toEqual([
      { kind: 'heading', text: 'Requirements:' },
      { kind: 'paragraph', lines: ['A letter', 'A transcript'] },
    ]);
  });

  it('has no blocks for an empty or blank description', () => {
    expect(describeDescription('')).toEqual([]);
    expect(describeDescription(' \n \n')).toEqual([]);
  });
});
