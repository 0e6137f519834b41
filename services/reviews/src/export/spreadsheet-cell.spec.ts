import { csvField, spreadsheetSafeText } from './spreadsheet-cell.js';

describe('a spreadsheet cell', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['=1+1', `'=1+1`],
    ['+1', `'+1`],
    ['@x', `'@x`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['-2+3', `'-2+3`],
    ['-5', `'-5`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('shows %j as text, not a formula', (value, expected) => {
    expect(spreadsheetSafeText(value)).toBe(expected);
  });

  it.each([
    'Bachelor of Education',
    'a = b',
    'x+y',
    'me@example.org',
    "'already text",
    ' =1+1',
    '',
    '7.5',
  ])('leaves %j as it is', (value) => {
    expect(spreadsheetSafeText(value)).toBe(value);
  });
});

describe('a CSV field', () => {
  it('is the text itself when it needs no quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('')).toBe('');
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it('is quoted when it holds a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('""')).toBe('""""""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('is made safe before it is quoted', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-2+3')).toBe(`'-2+3`);
    expect(csvField('+1,2')).toBe(`"'+1,2"`);
    expect(csvField('\rtext')).toBe(`"'\rtext"`);
    expect(csvField('\tindented')).toBe(`'\tindented`);
  });
});
