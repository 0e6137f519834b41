import { jest } from '@jest/globals';
import { saveBlobAsFile } from './save-blob.js';

describe('saveBlobAsFile', () => {
  it('clicks a temporary download link named after the file, then cleans up', () => {
    jest.useFakeTimers();
    // jsdom has no object URLs.
    const createObjectURL = jest.fn(() => 'blob:portal/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    saveBlobAsFile(new Blob(['x']), 'Transcript 2026.pdf');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Transcript 2026.pdf');
    expect(clicked[0]?.href).toBe('blob:portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');

    click.mockRestore();
    jest.useRealTimers();
  });
});
