import { useSessionStore } from '@portal/web-kit';
import { useEffect, useRef, useState } from 'react';
import { uploadApplicationFile } from '../api/upload-application-file.js';
import { uploadFailure, type FileUpload } from './file-uploads.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { uploadMessages as texts } from './upload.messages.js';

export interface FileUploadsHandle {
  /** The files and how far each has gone; null until uploads start. */
  uploads: readonly FileUpload[] | null;
  /** The status line: the start and the end of each file. */
  status: string;
  /** True while a file is waiting or on its way. */
  running: boolean;
  /** Uploads the files one after the other; resolves with how each ended (never rejects). */
  run: (
    applicationId: string,
    files: readonly { key: string; file: File }[],
  ) => Promise<FileUpload[]>;
  /** Cancels one file: on its way it is stopped, waiting it is skipped; it fails as Cancelled. */
  cancel: (key: string) => void;
}

/**
 * The uploads of a saved application's files (spec §4), one at a time: on a slow line one file
 * that finishes is worth more than three half sent. Leaving the page while they run asks first
 * (beforeunload): the files would be lost.
 */
export function useFileUploads(): FileUploadsHandle {
  const [uploads, setUploads] = useState<readonly FileUpload[] | null>(null);
  const [status, setStatus] = useState('');
  // The list as it is now, for the loop and for cancel (state is what was last rendered).
  const latest = useRef<FileUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const running =
    uploads?.some(({ state }) => state === 'waiting' || state === 'uploading') ?? false;
  const session = useSessionStore();
  const { t } = useMemberMessages();

  useEffect(() => {
    if (!running) return;
    function warn(event: BeforeUnloadEvent) {
      // Signed out by a 401, the page goes to /login: nothing more can be sent anyway.
      if (session.getState().status === 'signed-out') return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running, session]);

  function publish(next: FileUpload[]) {
    latest.current = next;
    setUploads(next);
  }

  function change(key: string, patch: Partial<FileUpload>) {
    publish(
      latest.current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );
  }

  async function run(
    applicationId: string,
    files: readonly { key: string; file: File }[],
  ): Promise<FileUpload[]> {
    if (files.length === 0) return [];
    publish(
      files.map(({ key, file }) => ({
        key,
        name: file.name,
        size: file.size,
        state: 'waiting',
        sent: 0,
      })),
    );
    let lastEnd = '';
    for (const [index, { key, file }] of files.entries()) {
      // Cancelled while it waited.
      if (latest.current.find((upload) => upload.key === key)?.state !== 'waiting') continue;
      setStatus(
        joined(
          lastEnd,
          t(texts.started, { fileName: file.name, position: index + 1, count: files.length }),
        ),
      );
      change(key, { state: 'uploading' });
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        await uploadApplicationFile(applicationId, key, file, {
          signal: controller.signal,
          onProgress: ({ sent }) => change(key, { sent }),
        });
        change(key, { state: 'done', sent: file.size });
        lastEnd = t(texts.finished, { fileName: file.name });
      } catch (error) {
        const { reason, ownFault } = uploadFailure(error, t);
        change(key, { state: 'failed', reason, ownFault });
        lastEnd = t(texts.failedStatus, { fileName: file.name, reason: withFullStop(reason) });
      } finally {
        controllers.current.delete(key);
      }
    }
    setStatus(lastEnd);
    return latest.current;
  }

  function cancel(key: string) {
    const upload = latest.current.find((candidate) => candidate.key === key);
    if (upload?.state === 'uploading') {
      controllers.current.get(key)?.abort(); // the loop records it as Cancelled
    } else if (upload?.state === 'waiting') {
      const cancelled = t(texts.cancelled);
      change(key, { state: 'failed', reason: cancelled, ownFault: true });
      setStatus(t(texts.failedStatus, { fileName: upload.name, reason: withFullStop(cancelled) }));
    }
  }

  return { uploads, status, running, run, cancel };
}

function withFullStop(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function joined(...sentences: string[]): string {
  return sentences.filter(Boolean).join(' ');
}
