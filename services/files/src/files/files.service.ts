import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  applicationInternalEndpoints,
  fileExtension,
  invalidFileTypeMessage,
  noApplicationOwner,
  isReviewer,
  uploadFieldsSchema,
  type AllowedFileType,
  type ApplicationOwner,
  type CleanupResult,
  type FileApplicationEvent,
  type FileRecord,
  type UploadFields,
} from '@portal/contract';
import {
  DomainException,
  failureReasons,
  IdentityClient,
  InternalCallRefused,
  type AuthenticatedCaller,
  type InternalClient,
} from '@portal/nest-kit';
import { APPLICATIONS_SERVICE } from './applications-service.js';
import { FileCipher } from './file-cipher.js';
import { decideFileType, typeDecisionHeadBytes } from './file-type-decision.js';
import { toApiFile } from './file-to-api.js';
import { FilesRepository } from './files.repository.js';
import { InspectedUpload, UploadTooLarge, UploadTypeRefused } from './inspected-upload.js';
import { ObjectStore } from './object-store.js';
import type { StoredFileEntity } from './stored-file.entity.js';

export const MAX_UPLOAD_BYTES = Symbol('MAX_UPLOAD_BYTES');
/** Ids in one call of the applications service's `draft-ids` (its limit). */
const draftIdsPerCall = 1_000;
/**
 * How old an object no row points at must be before cleanup removes it: an upload under way has
 * its object before its row, and must not lose it.
 */
export const STRAY_OBJECT_GRACE_MS = Symbol('STRAY_OBJECT_GRACE_MS');

/** The file part of an upload, as the multipart reader hands it over. */
export interface IncomingFile {
  originalName: string;
  stream: Readable;
}

/** Uploads, downloads and the file manager (decisions §3, §4). */
@Injectable()
export class FilesService {
  private readonly logger = new Logger('FilesService');

  constructor(
    private readonly files: FilesRepository,
    private readonly store: ObjectStore,
    private readonly identity: IdentityClient,
    private readonly cipher: FileCipher,
    @Inject(APPLICATIONS_SERVICE) private readonly applications: InternalClient,
    @Inject(MAX_UPLOAD_BYTES) private readonly maxUploadBytes: number,
    @Inject(STRAY_OBJECT_GRACE_MS) private readonly strayObjectGraceMs: number,
  ) {}

  /** The multipart fields that came before the file, checked. */
  uploadFields(fields: Record<string, string>): UploadFields {
    const checked = uploadFieldsSchema.safeParse(fields);
    if (!checked.success)
      throw new DomainException(
        'file.fields',
        'Send applicationId and questionKey before the file (multipart fields first).',
      );
    return checked.data;
  }

  /**
   * Streams the file to the store under a new key, then records it (object first, row second:
   * a crash between them leaves an object no row points at, which cleanup removes). The file it
   * replaces loses its object only once the new row is committed.
   */
  async upload(
    caller: AuthenticatedCaller,
    fields: UploadFields,
    file: IncomingFile,
  ): Promise<FileRecord> {
    const owner = await this.ownerAllowing(caller, fields.applicationId);
    mayUploadTo(owner, fields.questionKey, caller);
    const uploader = await this.identity.callerProfile(caller.token);
    const objectKey = randomUUID();
    const inspected = new InspectedUpload<AllowedFileType>(
      this.maxUploadBytes,
      typeDecisionHeadBytes,
      (head) => decideFileType(head, file.originalName),
    );
    // Not `pipeline`: a refusal must not destroy the part's stream, but drain it, so the
    // multipart parser reads the request to its end and the early answer reaches the client.
    file.stream.pipe(inspected);
    // The member went away mid-upload: the store's write fails, nothing is recorded.
    file.stream.once('error', (error: Error) => inspected.destroy(error));
    file.stream.once('close', () => {
      if (!file.stream.readableEnded) inspected.destroy(new Error('the upload was cut off'));
    });
    inspected.once('error', () => {
      file.stream.unpipe(inspected);
      file.stream.resume();
    });
    try {
      await this.store.put(objectKey, inspected);
    } catch (error) {
      // The writer aborted its multipart upload; an object may exist if only its answer failed.
      await this.forget(objectKey);
      throw uploadFailure(error);
    }
    const type = inspected.decision;
    if (!type) {
      await this.forget(objectKey);
      throw new DomainException('file.type', invalidFileTypeMessage);
    }
    const id = randomUUID();
    const row: StoredFileEntity = {
      id,
      objectKey,
      originalName: displayName(file.originalName),
      sizeBytes: String(inspected.bytes),
      mediaType: type.mediaType,
      uploaderId: caller.principal.id,
      applicationId: fields.applicationId,
      applicationName: owner.grantTitle,
      ...this.cipher.encrypt(id, {
        uploader: {
          firstName: uploader.firstName,
          lastName: uploader.lastName,
          email: uploader.email,
        },
        applicantName: owner.applicantName,
      }),
      questionKey: fields.questionKey,
      mayBeDraft: owner.draft,
      createdAt: new Date(),
    };
    let replaced: StoredFileEntity | null;
    try {
      replaced = await this.files.transaction((manager) => this.files.replace(row, manager));
    } catch (error) {
      await this.forget(objectKey);
      throw error;
    }
    if (replaced) await this.forget(replaced.objectKey);
    const stored = await this.files.findById(row.id);
    return toApiFile(stored ?? row, this.cipher);
  }

  async ofApplication(
    caller: AuthenticatedCaller,
    applicationId: string,
  ): Promise<Record<string, FileRecord>> {
    await this.ownerAllowing(caller, applicationId, { allowGone: isReviewer(caller.principal) });
    const rows = await this.files.ofApplication(applicationId);
    return Object.fromEntries(rows.map((row) => [row.questionKey, toApiFile(row, this.cipher)]));
  }

  /** The file a caller may download: R, or the applicant of its application. */
  async forDownload(caller: AuthenticatedCaller, id: string): Promise<StoredFileEntity> {
    const row = await this.files.findById(id);
    if (!row) throw fileNotFound();
    const owner = await this.owner(row.applicationId);
    // A draft's file is its member's alone (issue 12): to anyone else, reviewers too, it is not there.
    if (owner.draft) {
      if (owner.userId !== caller.principal.id) throw fileNotFound();
      return row;
    }
    if (isReviewer(caller.principal)) return row;
    if (!owner.exists || !(await this.isApplicant(caller, owner))) throw fileForbidden();
    return row;
  }

  /**
   * Every file of an application, for the file manager: a draft's files are left out (issue 12:
   * a draft is never listed to staff). Only files uploaded to a draft not yet seen submitted are
   * asked about (the applications service tells which ids are drafts still); the answer is kept
   * for the others. While the applications service is away the list still answers, without
   * those files: a draft submitted meanwhile has its files listed once it is back.
   */
  async all(): Promise<FileRecord[]> {
    const rows = await this.files.all();
    const unsettled = [
      ...new Set(rows.filter((row) => row.mayBeDraft).map((row) => row.applicationId)),
    ];
    let drafts: Set<string>;
    try {
      drafts = await this.draftIdsAmong(unsettled);
      await this.files.settleSubmitted(unsettled.filter((id) => !drafts.has(id)));
    } catch (error) {
      this.logger.warn(
        `the file manager leaves out the files uploaded to drafts (${unsettled.length} applications) until the applications service answers: ${failureReasons(error)}`,
      );
      drafts = new Set(unsettled);
    }
    return rows
      .filter((row) => !drafts.has(row.applicationId))
      .map((row) => toApiFile(row, this.cipher));
  }

  async orphaned(): Promise<FileRecord[]> {
    return (await this.files.orphaned()).map((row) => toApiFile(row, this.cipher));
  }

  async remove(id: string): Promise<void> {
    const row = await this.files.findById(id);
    if (!row) throw fileNotFound();
    await this.files.delete(id);
    await this.forget(row.objectKey);
  }

  /**
   * Removes the orphaned files (row, then object) and the objects no row points at (left by a
   * crash between object and row). Errors are reported per file and do not stop the others.
   */
  async cleanup(): Promise<CleanupResult> {
    const errors: string[] = [];
    let deletedCount = 0;
    const orphans = await this.files.orphaned();
    for (const orphan of orphans) {
      try {
        await this.files.delete(orphan.id);
        await this.store.remove(orphan.objectKey);
        deletedCount += 1;
      } catch (error) {
        errors.push(`file ${orphan.id}: ${describe(error)}`);
      }
    }
    const keys = await this.store.keysWrittenBefore(new Date(Date.now() - this.strayObjectGraceMs));
    const referenced = await this.files.objectKeys(keys);
    const strays = keys.filter((key) => !referenced.has(key));
    for (const key of strays) {
      try {
        await this.store.remove(key);
        deletedCount += 1;
      } catch (error) {
        errors.push(`object ${key}: ${describe(error)}`);
      }
    }
    return { deletedCount, totalOrphaned: orphans.length + strays.length, errors };
  }

  applyApplicationEvents(events: FileApplicationEvent[]): Promise<void> {
    return this.files.applyApplicationEvents(events);
  }

  /** The owner of an application the caller may use: R, or its applicant; unknown is a 404. */
  private async ownerAllowing(
    caller: AuthenticatedCaller,
    applicationId: string,
    options: { allowGone?: boolean } = {},
  ): Promise<ApplicationOwner> {
    const owner = await this.owner(applicationId);
    if (!owner.exists) {
      if (options.allowGone) return owner;
      throw applicationNotFound();
    }
    // A draft (issue 12) is its member's alone, by account: to anyone else it does not exist.
    if (owner.draft) {
      if (owner.userId === caller.principal.id) return owner;
      throw applicationNotFound();
    }
    if (isReviewer(caller.principal) || (await this.isApplicant(caller, owner))) return owner;
    throw fileForbidden();
  }

  private async owner(applicationId: string): Promise<ApplicationOwner> {
    try {
      return await this.applications.call(applicationInternalEndpoints.owner, {
        params: { id: applicationId },
      });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404)
        return noApplicationOwner(applicationId);
      throw error;
    }
  }

  /** Which of these application ids are drafts, asked a thousand at a time. */
  private async draftIdsAmong(applicationIds: string[]): Promise<Set<string>> {
    const ids = [...new Set(applicationIds)];
    const drafts = new Set<string>();
    for (let start = 0; start < ids.length; start += draftIdsPerCall) {
      const answer = await this.applications.call(applicationInternalEndpoints.draftIds, {
        body: { ids: ids.slice(start, start + draftIdsPerCall) },
      });
      for (const id of answer.draftIds) drafts.add(id);
    }
    return drafts;
  }

  /** Their account, or their email in any case (decisions §3). */
  private async isApplicant(
    caller: AuthenticatedCaller,
    owner: ApplicationOwner,
  ): Promise<boolean> {
    if (owner.userId === caller.principal.id) return true;
    if (!owner.applicantEmail) return false;
    const { email } = await this.identity.callerProfile(caller.token);
    return email.toLowerCase() === owner.applicantEmail.toLowerCase();
  }

  /** Removes an object, logging (not throwing) a failure: cleanup finds what is left. */
  private async forget(objectKey: string): Promise<void> {
    try {
      await this.store.remove(objectKey);
    } catch (error) {
      this.logger.warn(`object ${objectKey} not removed (${describe(error)}); cleanup will`);
    }
  }
}

function applicationNotFound(): DomainException {
  return new DomainException('file.application_not_found', 'Application not found');
}

/**
 * Whether the applicant may upload this question's file now (issue 12): any while the
 * application is as submitted or a draft, only the files a reviewer asked for while more
 * information is asked, none once decided or withdrawn. Reviewers are not limited (decisions §3).
 */
function mayUploadTo(owner: ApplicationOwner, questionKey: string, caller: AuthenticatedCaller) {
  const allowed = owner.applicantUploadKeys;
  if (owner.draft || allowed === null || isReviewer(caller.principal)) return;
  if (allowed.includes(questionKey)) return;
  throw new DomainException(
    'file.not_requested',
    allowed.length === 0
      ? "This application's files can no longer be changed."
      : 'Only the files the reviewer asked for can be replaced now.',
  );
}

function uploadFailure(error: unknown): unknown {
  if (error instanceof UploadTooLarge)
    return new DomainException('file.too_large', 'File is too large.');
  if (error instanceof UploadTypeRefused)
    return new DomainException('file.type', invalidFileTypeMessage);
  return error;
}

function fileNotFound(): DomainException {
  return new DomainException('file.not_found', 'File not found');
}

function fileForbidden(): DomainException {
  return new DomainException('file.forbidden', "You don't have permission to use this file.");
}

const maxDisplayNameLength = 255;

/** The member's name for a file, for display only: no path, no control characters, bounded. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const shown = clean || 'file';
  if (shown.length <= maxDisplayNameLength) return shown;
  // Shortened, the extension kept: the download is still opened by the right program.
  const extension = fileExtension(shown);
  const tail = extension ? `.${extension}` : '';
  return shown.slice(0, maxDisplayNameLength - tail.length) + tail;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error';
}
