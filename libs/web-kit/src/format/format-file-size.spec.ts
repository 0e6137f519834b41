import { formatFileSize } from './format-file-size.js';

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
