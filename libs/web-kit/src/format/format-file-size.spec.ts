import { createMessageFormatter } from '@portal/messages';
import french from '@portal/messages/catalogues/fr-CA/kit.json' with { type: 'json' };
import { formatFileSize } from './format-file-size.js';

/** web-kit's words in French, as the page has them once the French catalogue has come. */
const inFrench = createMessageFormatter([{ locale: 'fr-CA', catalogue: french }]);

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [2.25 * 1024 * 1024 * 1024, '2.3 GB'],
    [5 * 1024 ** 4, '5,120 GB'],
  ])('%d bytes read as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('shows nothing for a missing or impossible size', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatFileSize in French (fr-CA)', () => {
  // French separates the number and its unit, and the thousands, with no-break spaces.
  const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [0, '0 octet'],
    [1, '1 octet'],
    [512, '512 octets'],
    [1023, '1 023 octets'],
    [1536, '1,5 ko'],
    [1.5 * 1024 * 1024, '1,5 Mo'],
    [2.25 * 1024 * 1024 * 1024, '2,3 Go'],
    [5 * 1024 ** 4, '5 120 Go'],
  ])('%d bytes read as %s', (bytes, expected) => {
    expect(readable(formatFileSize(bytes, inFrench))).toBe(expected);
  });

  it('never writes a number and its unit on two lines', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, inFrench)).toMatch(/^1,5[\u00a0\u202f]Mo$/u);
  });
});
