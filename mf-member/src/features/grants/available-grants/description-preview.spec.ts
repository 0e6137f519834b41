import { previewDescription } from './description-preview.js';

describe('previewDescription', () => {
  it('keeps a description of 100 characters or fewer whole, without an ellipsis', () => {
    const hundred = 'a'.repeat(100);
    expect(previewDescription(hundred)).toBe(hundred);
    expect(previewDescription('Tuition help.')).toBe('Tuition help.');
    expect(previewDescription('')).toBe('');
  });

  it('cuts a longer one to its first 100 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(100)}c and more`;
    expect(previewDescription(text)).toBe(`${'b'.repeat(100)}…`);
  });

  it('drops a space or punctuation the cut leaves at the end, before the ellipsis', () => {
    expect(previewDescription(`${'d'.repeat(99)} the rest`)).toBe(`${'d'.repeat(99)}…`);
    expect(previewDescription(`${'e'.repeat(98)}, and more`)).toBe(`${'e'.repeat(98)}…`);
    expect(previewDescription(`${'f'.repeat(97)} - and more`)).toBe(`${'f'.repeat(97)}…`);
  });

  it('never splits an emoji or a letter with a combining accent', () => {
    const accented = 'e\u0301'; // é typed as e + combining acute: one character to a reader
    const text = `${'x'.repeat(98)}${accented}🎓 beyond`;
    expect(previewDescription(text)).toBe(`${'x'.repeat(98)}${accented}🎓…`);
  });

  it('cuts at a word boundary, never in the middle of a word', () => {
    // The 100th character is inside "overseas".
    const text =
      'Help with tuition, books and travel for members who study full time at a college or a university overseas.';
    const preview = previewDescription(text);
    expect(preview).toBe(
      'Help with tuition, books and travel for members who study full time at a college or a university…',
    );
    expect(preview.length).toBeLessThanOrEqual(101);
    expect(previewDescription(`${'d'.repeat(95)} words`)).toBe(`${'d'.repeat(95)}…`);
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(previewDescription('Eligibility:\nMembers\n\n  in  school')).toBe(
      'Eligibility: Members in school',
    );
  });
});
