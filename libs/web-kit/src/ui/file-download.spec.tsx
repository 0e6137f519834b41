import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api } from '../api/portal-api.js';
import { FileDownload } from './file-download.js';

/** A download the test settles: true (saved) or false (failed). */
function pendingDownloads() {
  const finish: ((saved: boolean) => void)[] = [];
  const downloadFile = jest
    .spyOn(api, 'downloadFile')
    .mockImplementation(() => new Promise<boolean>((resolve) => finish.push(resolve)));
  return { downloadFile, finish };
}

const show = () =>
  render(
    <FileDownload
      path="/api/files/00000000-0000-4000-8000-000000000f01"
      filename="Transcript 2026.pdf"
      size={1_572_864}
    />,
  );

afterEach(() => jest.restoreAllMocks());

describe('FileDownload', () => {
  it("shows the file's name and size, and downloads it under that name through the API client", async () => {
    const { downloadFile, finish } = pendingDownloads();
    show();

    expect(document.querySelector('.file-download-file')?.textContent).toBe(
      'Transcript 2026.pdf (1.5 MB)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Transcript 2026.pdf' }));

    expect(downloadFile).toHaveBeenCalledTimes(1);
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/files/00000000-0000-4000-8000-000000000f01',
      'Transcript 2026.pdf',
    );
    await act(async () => finish[0]?.(true));
    expect(screen.getByRole('button', { name: 'Download Transcript 2026.pdf' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is busy while it downloads, keeps focus, and ignores more presses', async () => {
    const { downloadFile, finish } = pendingDownloads();
    show();
    const button = screen.getByRole('button', { name: 'Download Transcript 2026.pdf' });
    button.focus();

    fireEvent.click(button);
    fireEvent.click(button);

    expect(button.textContent).toBe('Downloading… Transcript 2026.pdf');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(downloadFile).toHaveBeenCalledTimes(1);
    await act(async () => finish[0]?.(true));
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('says when the download failed, and tries again on the next press', async () => {
    const { downloadFile, finish } = pendingDownloads();
    show();

    fireEvent.click(screen.getByRole('button', { name: 'Download Transcript 2026.pdf' }));
    await act(async () => finish[0]?.(false));

    expect(screen.getByRole('alert').textContent).toBe(
      'Could not download Transcript 2026.pdf. Please try again.',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Try again to download Transcript 2026.pdf' }),
    );
    expect(downloadFile).toHaveBeenCalledTimes(2);
    await act(async () => finish[1]?.(true));

    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('offers to open a PDF or an image in a new tab, and says when it could not', async () => {
    const openFile = jest.spyOn(api, 'openFile').mockResolvedValue(false);
    render(
      <FileDownload
        path="/api/files/00000000-0000-4000-8000-000000000f01"
        filename="scan.png"
        size={2048}
        openAs="image/png"
      />,
    );

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Open scan.png in a new tab' })),
    );

    expect(openFile).toHaveBeenCalledWith(
      '/api/files/00000000-0000-4000-8000-000000000f01',
      'image/png',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not open scan.png. Please try again.',
    );
  });

  it('only downloads a file not given to open', () => {
    render(
      <FileDownload
        path="/api/files/00000000-0000-4000-8000-000000000f02"
        filename="budget.xlsx"
        size={2048}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download budget.xlsx' })).toBeTruthy();
  });
});
