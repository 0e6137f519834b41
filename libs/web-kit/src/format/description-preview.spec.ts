import { previewDescription } from './description-preview.js';

describe('previewDescription (a grant card, the staff dashboard)', () => {
  it('keeps a description of 100 characters or fewer whole, without an ellipsis', () => {
    const hundred = 'a'.repeat(100);
    expect(previewDescription(hundred)).toBe(hundred);
    expect(previewDescription('Tuition help.')).toBe('Tuition help.');
    expect(previewDescription('')).toBe('');
  });

  it('cuts a longer one between words, within its first 100 characters, plus an ellipsis', () => {
    // The 100th character is inside "overseas": the cut is before it.
    const text =
      'Help with tuition, books and travel for members who study full time at a college or a university overseas.';
    const preview = previewDescription(text);
    expect(preview).toBe(
      'Help with tuition, books and travel for members who study full time at a college or a university…',
    );
    const description =
      'Tuition, books and travel for members in full-time studies at a college or university, ' +
      'renewable each year while the member stays enrolled.';
    expect(previewDescription(description)).toBe(
      'Tuition, books and travel for members in full-time studies at a college or university, renewable…',
    );
    expect(previewDescription(`${'d'.repeat(95)} words`)).toBe(`${'d'.repeat(95)}…`);
  });

  it('cuts one long word where the length ends, even after a short first word', () => {
    expect(previewDescription(`${'b'.repeat(100)}c and more`)).toBe(`${'b'.repeat(100)}…`);
    expect(previewDescription(`Short ${'b'.repeat(120)}`)).toBe(`Short ${'b'.repeat(94)}…`);
  });

  it('keeps a word that ends exactly at the cut', () => {
    expect(previewDescription(`${'w'.repeat(100)} next`)).toBe(`${'w'.repeat(100)}…`);
  });

  it('drops a space or punctuation the cut leaves at the end, before the ellipsis', () => {
    expect(previewDescription(`${'d'.repeat(99)} the rest`)).toBe(`${'d'.repeat(99)}…`);
    expect(previewDescription(`${'e'.repeat(98)}, and more`)).toBe(`${'e'.repeat(98)}…`);
    expect(previewDescription(`${'f'.repeat(97)} - and more`)).toBe(`${'f'.repeat(97)}…`);
  });

  it('never splits a character: an emoji, a letter with a combining accent, a syllabic outside the basic plane', () => {
    const accented = 'e\u0301'; // é typed as e + combining acute: one character to a reader
    expect(previewDescription(`${'x'.repeat(98)}${accented}🎓 beyond`)).toBe(
      `${'x'.repeat(98)}${accented}🎓…`,
    );
    const osage = '𐓏'.repeat(101); // two UTF-16 units each
    expect(previewDescription(osage)).toBe(`${'𐓏'.repeat(100)}…`);
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(previewDescription('Eligibility:\nMembers\n\n  in  school')).toBe(
      'Eligibility: Members in school',
    );
  });
});
