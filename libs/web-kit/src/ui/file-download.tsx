import { useState } from 'react';
import { api } from '../api/portal-api.js';
import { englishText } from '../format/english-text.js';
import { formatFileSize } from '../format/format-file-size.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { Alert } from './alert.js';
import { uiMessages } from './messages.js';

/** The English texts (the component says them in the chosen language). */
export const fileDownloadTexts = {
  open: englishText(uiMessages.fileOpen),
  /** Said after "Open" to screen readers. */
  openWhat: (filename: string) => englishText(uiMessages.fileOpenWhat, { filename }),
  openFailed: (filename: string) => englishText(uiMessages.fileOpenFailed, { filename }),
  download: englishText(uiMessages.fileDownload),
  downloading: englishText(uiMessages.fileDownloading),
  tryAgain: englishText(uiMessages.tryAgain),
  failed: (filename: string) => englishText(uiMessages.fileDownloadFailed, { filename }),
} as const;

export interface FileDownloadProps {
  /** Where the file's bytes are (`/api/files/{id}`). */
  path: string;
  /** The uploader's name for the file: shown, and the name it is saved under. */
  filename: string;
  /** In bytes. */
  size: number;
  /**
   * Given for a file the browser shows itself (a PDF or an image: the contract's
   * `opensInBrowser`): the type the portal recorded, which it is opened as, in a new tab.
   */
  openAs?: string;
}

/**
 * An uploaded file: its name, its size, an Open button for a PDF or an image (shown in a new
 * tab) and a Download button. The download goes through the API
 * client (the token in a header, never in an address that history, logs or a shared screen
 * keep); the button is busy meanwhile and, when it fails, says so and offers to try again.
 */
export function FileDownload({ path, filename, size, openAs }: FileDownloadProps) {
  const { t } = useKitMessages();
  const [state, setState] = useState<'ready' | 'busy' | 'failed'>('ready');
  const [openFailed, setOpenFailed] = useState(false);
  const busy = state === 'busy';

  function open() {
    if (!openAs) return;
    setOpenFailed(false);
    // Called within the press: the tab opens at once, the file follows.
    void api.openFile(path, openAs).then((shown) => setOpenFailed(!shown));
  }

  async function download() {
    if (busy) return;
    setState('busy');
    // Read at the time of the press, so that a test can stand in for the portal's client.
    const saved = await api.downloadFile(path, filename);
    setState(saved ? 'ready' : 'failed');
  }

  return (
    <div className="file-download">
      <p className="file-download-file">
        <span className="file-download-name">{filename}</span>{' '}
        <span className="muted">({formatFileSize(size, t)})</span>
      </p>
      {openAs && (
        <button type="button" className="button button-secondary button-small" onClick={open}>
          {t(uiMessages.fileOpen)}
          <span className="visually-hidden">{t(uiMessages.fileOpenWhat, { filename })}</span>
        </button>
      )}{' '}
      {/* aria-disabled, not disabled: the button keeps focus while it works. */}
      <button
        type="button"
        className="button button-secondary button-small"
        aria-busy={busy}
        aria-disabled={busy || undefined}
        onClick={() => void download()}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy
          ? t(uiMessages.fileDownloading)
          : state === 'failed'
            ? t(uiMessages.tryAgain)
            : t(uiMessages.fileDownload)}
        <span className="visually-hidden">
          {t(state === 'failed' ? uiMessages.fileTryAgainWhat : uiMessages.fileDownloadWhat, {
            filename,
          })}
        </span>
      </button>
      <Alert kind="error" className="file-download-failure">
        {state === 'failed'
          ? t(uiMessages.fileDownloadFailed, { filename })
          : openFailed && t(uiMessages.fileOpenFailed, { filename })}
      </Alert>
    </div>
  );
}
