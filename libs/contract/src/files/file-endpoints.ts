import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  cleanupResultSchema,
  fileApplicationEventSchema,
  fileRecordSchema,
  filesByQuestionSchema,
} from './file-record.js';
import { fileHistoryEntrySchema } from './file-history.js';
import { uploadLimitsSchema } from './upload-limits.js';

/** The calls of `/api/files` (spec §7, decisions §3, §4). */
export const fileEndpoints = {
  /**
   * Multipart, streamed (no JSON body, so no request schema): the fields `applicationId` and
   * `questionKey` (see `uploadFieldsSchema`) and the `file` part, in any order (spec §7 lists the
   * file first); a file that comes first is written to the store as it arrives and kept or
   * removed once the fields have come. A broken body is a 400. Larger than MAX_UPLOAD_MB: 413;
   * a type other than spec §5's by extension and content: 415 (`invalidFileTypeMessage`). A new
   * upload for the same application and questionKey replaces the old file.
   */
  upload: endpoint({ method: 'POST', path: '/api/files/upload', response: fileRecordSchema }),
  /** The largest file an upload may carry (signed in): the form says it and checks it first. */
  limits: endpoint({ method: 'GET', path: '/api/files/limits', response: uploadLimitsSchema }),
  /** The files of an application keyed by questionKey (R, or the applicant). */
  byApplication: endpoint({
    method: 'GET',
    path: '/api/files/application/:id',
    response: filesByQuestionSchema,
  }),
  /**
   * The file's bytes (R, or the applicant); also takes the token as `?token=` (a link the
   * browser opens). Honours `Range`.
   */
  download: endpoint({ method: 'GET', path: '/api/files/:id', response: z.unknown() }),
  /** The application's earlier files, newest first (R): replaced after submission, or removed. */
  history: endpoint({
    method: 'GET',
    path: '/api/files/application/:id/history',
    response: z.array(fileHistoryEntrySchema),
  }),
  /** The bytes of a replaced file kept in the history (R); honours `Range`. */
  historyDownload: endpoint({
    method: 'GET',
    path: '/api/files/history/:id',
    response: z.unknown(),
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/files/admin/all',
    response: z.array(fileRecordSchema),
  }),
  /** Files whose application was deleted (or never existed). */
  orphaned: endpoint({
    method: 'GET',
    path: '/api/files/admin/orphaned',
    response: z.array(fileRecordSchema),
  }),
  /** Removes orphaned files and objects no file points at. */
  cleanup: endpoint({
    method: 'POST',
    path: '/api/files/admin/cleanup',
    response: cleanupResultSchema,
  }),
  /**
   * Removes a file (R). A submitted application's file is recorded in its history, and its
   * applicant is told.
   */
  remove: endpoint({ method: 'DELETE', path: '/api/files/:id', response: z.undefined() }),
};

/** For the other services only (`/internal`, the services' credential). */
export const fileInternalEndpoints = {
  /** The applications service's outbox: applications added and removed; idempotent. */
  applicationEvents: endpoint({
    method: 'POST',
    path: '/internal/files/application-events',
    request: z.object({ events: z.array(fileApplicationEventSchema).min(1).max(500) }),
    response: z.object({ applied: z.number().int() }),
  }),
};
