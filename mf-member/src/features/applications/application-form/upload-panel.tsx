import { useEffect, useId, useRef } from 'react';
import { useAnnounced } from '../../../shared/use-announced.js';
import type { FileUpload } from './file-uploads.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { write, type Translate } from '../../../i18n/text.js';
import { fileSize } from '../../../shared/file-size.js';
import { uploadMessages as texts } from './upload.messages.js';

export interface UploadPanelProps {
  uploads: readonly FileUpload[];
  /** The status line (role status): the start and the end of each file. */
  status: string;
  onCancel: (key: string) => void;
  /** The sentence under the heading: what is saved, and to keep the page open. */
  intro?: string;
}

/**
 * The files of a saved application on their way (spec §4): each with a progress bar and the
 * bytes sent, a Cancel button while it waits or goes, and how it ended (a failed file with its
 * reason and no bar). Focus moves to the
 * heading when the panel appears (the form above is done with) and when a pressed Cancel
 * button goes away.
 */
export function UploadPanel({ uploads, status, onCancel, intro }: UploadPanelProps) {
  const { t } = useMemberMessages();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The region is in the page before its first sentence, so that the sentence is announced.
  const announced = useAnnounced(status || undefined);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card upload-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t(texts.heading)}
      </h2>
      <p>{intro ?? t(texts.intro)}</p>
      <ul className="upload-list">
        {uploads.map((upload) => {
          const progressId = `${id}-${upload.key}`;
          const active = upload.state === 'waiting' || upload.state === 'uploading';
          return (
            <li key={upload.key} className={`upload-item upload-${upload.state}`}>
              <p className="upload-name">{upload.name}</p>
              {/* A refused or cut file has no bar: a full one would read as arrived. */}
              {upload.state !== 'failed' && (
                <progress
                  className="upload-progress"
                  max={Math.max(upload.size, 1)}
                  value={upload.state === 'done' ? Math.max(upload.size, 1) : upload.sent}
                  aria-label={t(texts.progressLabel, { fileName: upload.name })}
                  aria-describedby={progressId}
                />
              )}
              <p className="upload-state" id={progressId}>
                {describe(upload, t)}
              </p>
              {active && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => {
                    onCancel(upload.key);
                    heading.current?.focus();
                  }}
                >
                  {t(texts.cancel)}
                  <span className="visually-hidden">
                    {' '}
                    {t(texts.cancelWhat, { fileName: upload.name })}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {/* For screen readers: each file's line above says the same to the eye, once. */}
      <p className="upload-status visually-hidden" role="status">
        {announced}
      </p>
    </section>
  );
}

function describe(upload: FileUpload, t: Translate): string {
  switch (upload.state) {
    case 'waiting':
      return t(texts.waiting);
    case 'uploading':
      return t(texts.sentOf, {
        sent: write(t, fileSize(upload.sent)),
        total: write(t, fileSize(upload.size)),
      });
    case 'done':
      return t(texts.done);
    case 'failed':
      return t(texts.notUploaded, { reason: upload.reason ?? t(texts.failed) });
  }
}
