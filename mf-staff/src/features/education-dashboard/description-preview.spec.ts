import { descriptionPreview } from './description-preview.js';

describe('descriptionPreview', () => {
  it('keeps a description of 100 characters or fewer whole', () => {
    expect(descriptionPreview('Tuition help.')).toBe('Tuition help.');
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts a longer one to its first 100 characters plus an ellipsis', () => {
    expect(descriptionPreview('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(descriptionPreview(`${'c'.repeat(98)}   and more`)).toBe(`${'c'.repeat(98)}...`);
  });

  it('never cuts a character in half', () => {
    const syllabics = '𐓏'.repeat(101); // outside the basic plane: two UTF-16 units each
    expect(descriptionPreview(syllabics)).toBe(`${'𐓏'.repeat(100)}...`);
  });
});
