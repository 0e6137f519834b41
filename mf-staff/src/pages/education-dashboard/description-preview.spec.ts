import { descriptionPreview } from './description-preview.js';

describe('descriptionPreview', () => {
  it('keeps a description of 100 characters or fewer whole', () => {
    expect(descriptionPreview('Tuition help.')).toBe('Tuition help.');
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts a longer one between words, within its first 100 characters, plus an ellipsis', () => {
    const description =
      'Tuition, books and travel for members in full-time studies at a college or university, ' +
      'renewable each year while the member stays enrolled.';
    // The 100th character falls inside "each": the cut is before it, never "…renewable ea...".
    expect(descriptionPreview(description)).toBe(
      'Tuition, books and travel for members in full-time studies at a college or university, renewable...',
    );
    expect(descriptionPreview(`${'word '.repeat(19)}and, another`)).toBe(
      `${'word '.repeat(19)}and...`,
    );
  });

  it('cuts one long word where the length ends', () => {
    expect(descriptionPreview('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
    expect(descriptionPreview(`Short ${'b'.repeat(120)}`)).toBe(`Short ${'b'.repeat(94)}...`);
  });

  it('keeps a word that ends exactly at the cut', () => {
    expect(descriptionPreview(`${'w'.repeat(100)} next`)).toBe(`${'w'.repeat(100)}...`);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(descriptionPreview(`${'c'.repeat(98)}   and more`)).toBe(`${'c'.repeat(98)}...`);
  });

  it('never cuts a character in half', () => {
    const syllabics = '𐓏'.repeat(101); // outside the basic plane: two UTF-16 units each
    expect(descriptionPreview(syllabics)).toBe(`${'𐓏'.repeat(100)}...`);
  });
});
