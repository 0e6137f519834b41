import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  applicationInternalEndpoints,
  fileExtension,
  noApplicationOwner,
  isReviewer,
  type AllowedFileType,
  type ApplicationOwner,
  type CallerProfile,
  type CleanupResult,
  type FileApplicationEvent,
  type UploadLimits,
  type FileHistoryEntry,
  type FileRecord,
  type UploadFields,
} from '@portal/contract';
import {
  DomainException,
  failureReasons,
  IdentityClient,
  InternalCallRefused,
  multipartRefusal,
  type AuthenticatedCaller,
  type InternalClient,
  type MultipartPart,
} from '@portal/nest-kit';
import { APPLICATIONS_SERVICE } from './applications-service.js';
import { FileCipher } from './file.cipher.js';
import type { DownloadableFile } from './file-downloads.service.js';
import { ApplicationsOutbox } from '../outbox/applications-outbox.repository.js';
import { ApplicationsOutboxRelay } from '../outbox/applications-outbox.relay.js';
import type { FileHistoryEntity } from './file-history.entity.js';
import { typeRefusalMessage } from './file-type-decision.js';
import { toApiFile } from './file-to-api.js';
import { FilesRepository } from './files.repository.js';
import { IncomingFile, UploadCutOff } from './incoming-file.js';
import { UploadTooLarge, UploadTypeRefused } from './inspected-upload.js';
import { ObjectStore } from './object-store.client.js';
import { ReceivedUploadFields, unknownPart } from './received-upload-fields.js';
import type { StoredFileEntity } from './stored-file.entity.js';
import { uploadRefusals } from './upload-refusals.js';

export const MAX_UPLOAD_BYTES = Symbol('MAX_UPLOAD_BYTES');
/** Ids in one call of the applications service's `draft-ids` (its limit). */
const draftIdsPerCall = 1_000;
/**
 * How old an object no row points at must be before cleanup removes it: an upload under way has
 * its object before its row, and must not lose it.
 */
export const STRAY_OBJECT_GRACE_MS = Symbol('STRAY_OBJECT_GRACE_MS');

/** The application and question an upload is for, checked for its caller, and who uploads. */
interface UploadTarget {
  fields: UploadFields;
  owner: ApplicationOwner;
  uploader: CallerProfile;
}

/** An upload's file once in the store, before its row. */
interface StoredObject {
  objectKey: string;
  type: AllowedFileType;
  bytes: number;
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
    private readonly applicationsOutbox: ApplicationsOutbox,
    private readonly applicationsRelay: ApplicationsOutboxRelay,
  ) {}

  /**
   * An upload, its parts in any order (spec §7 lists the file first; the member's form sends the
   * fields first). The file streams to the store under a new key as it arrives, and the row is
   * written once every part has come: object first, row second, as always, so a crash between
   * them leaves an object no row points at, which cleanup removes once past its grace period.
   * - Fields first: the caller and question are checked before a byte is stored (403/404 at once).
   * - File first: the object waits for the fields, then is kept (its row written) or removed.
   * A refusal of the file itself (413, 415) is answered as soon as it is known, in any order: a
   * member on a slow line does not send the rest of a file that will not be kept. Whatever is
   * refused leaves no object and no row. The file it replaces loses its object only once the new
   * row is committed.
   */
  async upload(
    caller: AuthenticatedCaller,
    parts: AsyncIterable<MultipartPart>,
  ): Promise<FileRecord> {
    const fields = new ReceivedUploadFields();
    let file: IncomingFile | undefined;
    let stored: Promise<StoredObject> | undefined;
    let storeFailed: Promise<never> | undefined;
    let target: UploadTarget | undefined;
    let object: StoredObject;
    const reading = parts[Symbol.asyncIterator]();
    try {
      for (;;) {
        // The next part comes once the file before it has been read whole; a refused file is
        // answered without waiting for it.
        const next = await (storeFailed
          ? Promise.race([reading.next(), storeFailed])
          : reading.next());
        if (next.done) break;
        const part = next.value;
        if (part.type === 'field') {
          fields.add(part.name, part.value);
          continue;
        }
        if (part.name !== 'file') {
          part.stream.resume();
          throw unknownPart(part.name);
        }
        // (A second file is refused by the parser's limit of one file: upload-refusals.ts.)
        file = new IncomingFile(part.fileName, part.stream, this.maxUploadBytes);
        if (fields.complete) target = await this.uploadTarget(caller, fields.checked());
        stored = this.storeObject(file);
        // Settles only by failing: raced with the next part, so a refusal is answered at once.
        storeFailed = stored.then(() => new Promise<never>(() => undefined));
        storeFailed.catch(() => undefined);
      }
      if (!file || !stored) throw new DomainException('file.missing', 'Please upload a file');
      target ??= await this.uploadTarget(caller, fields.checked());
      object = await stored;
    } catch (error) {
      file?.discard();
      if (stored)
        await stored.then(
          (kept) => this.forget(kept.objectKey),
          () => undefined,
        );
      throw error;
    }
    return this.record(caller, target, file, object);
  }

  /** The largest file an upload may carry (MAX_UPLOAD_MB), for the member's form. */
  limits(): UploadLimits {
    return { maxUploadBytes: this.maxUploadBytes };
  }

  /** Who owns the application and may upload to the question now (403/404 otherwise). */
  private async uploadTarget(
    caller: AuthenticatedCaller,
    fields: UploadFields,
  ): Promise<UploadTarget> {
    const owner = await this.ownerAllowing(caller, fields.applicationId);
    mayUploadTo(owner, fields.questionKey, caller);
    const uploader = await this.identity.callerProfile(caller.token);
    return { fields, owner, uploader };
  }

  /**
   * Streams the file to the store under a new key (never derived from the member's name). A
   * refusal (too large, not an allowed type) or a cut leaves no object.
   */
  private async storeObject(file: IncomingFile): Promise<StoredObject> {
    const objectKey = randomUUID();
    try {
      await this.store.put(objectKey, file.inspected);
    } catch (error) {
      // The writer aborted its multipart upload; an object may exist if only its answer failed.
      await this.forget(objectKey);
      throw uploadFailure(error, file);
    }
    const type = file.inspected.decision;
    if (!type) {
      await this.forget(objectKey);
      throw typeRefused(file);
    }
    return { objectKey, type, bytes: file.inspected.bytes };
  }

  /** The row of a stored object, in place of the question's earlier file. */
  private async record(
    caller: AuthenticatedCaller,
    { fields, owner, uploader }: UploadTarget,
    file: IncomingFile,
    object: StoredObject,
  ): Promise<FileRecord> {
    const id = randomUUID();
    const row: StoredFileEntity = {
      id,
      objectKey: object.objectKey,
      originalName: displayName(file.originalName),
      sizeBytes: String(object.bytes),
      mediaType: object.type.mediaType,
      uploaderId: caller.principal.id,
      applicationId: fields.applicationId,
      applicationName: owner.grantTitle,
      ...this.cipher.records.people.encrypt(
        { id },
        {
          uploaderFirstName: uploader.firstName,
          uploaderLastName: uploader.lastName,
          uploaderEmail: uploader.email,
          applicantName: owner.applicantName,
        },
      ),
      questionKey: fields.questionKey,
      mayBeDraft: owner.draft,
      createdAt: new Date(),
    };
    // A submitted application's earlier file stays in its history (staff may still download
    // it); a draft's is simply replaced.
    const keepsHistory = owner.exists && !owner.draft;
    let replaced: StoredFileEntity | null;
    try {
      replaced = await this.files.transaction(async (manager) => {
        const previous = await this.files.replace(row, manager);
        if (previous && keepsHistory)
          await this.files.addToHistory(
            historyEntry(previous, 'replaced', caller.principal.id, previous.objectKey),
            manager,
          );
        return previous;
      });
    } catch (error) {
      await this.forget(object.objectKey);
      throw error;
    }
    if (replaced && !keepsHistory) await this.forget(replaced.objectKey);
    const stored = await this.files.findById(row.id);
    return toApiFile(stored ?? row, this.cipher);
  }

  async ofApplication(
    caller: AuthenticatedCaller,
    applicationId: string,
  ): Promise<Record<string, FileRecord>> {
    const owner = await this.ownerAllowing(caller, applicationId, {
      allowGone: isReviewer(caller.principal),
    });
    const rows = await this.files.ofApplication(applicationId);
    // A removed application's files (orphans until cleanup) are still listed to reviewers; an id
    // with neither an application nor files is unknown, to everyone.
    if (!owner.exists && rows.length === 0) throw applicationNotFound();
    return Object.fromEntries(rows.map((row) => [row.questionKey, toApiFile(row, this.cipher)]));
  }

  /** The file a caller may download: R, or the applicant of its application. */
  async forDownload(caller: AuthenticatedCaller, id: string): Promise<StoredFileEntity> {
    const row = await this.files.findById(id);
    if (!row) throw fileNotFound();
    const owner = await this.owner(row.applicationId);
    // A draft's file is its member's alone: to anyone else, reviewers too, it is not there.
    if (owner.draft) {
      if (owner.userId !== caller.principal.id) throw fileNotFound();
      return row;
    }
    if (isReviewer(caller.principal)) return row;
    if (!owner.exists || !isApplicant(caller, owner)) throw fileForbidden();
    return row;
  }

  /**
   * Every file of an application, for the file manager: a draft's files are left out (a
   * draft is never listed to staff). Only files uploaded to a draft not yet seen submitted are
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

  /**
   * Removes a file (R). A submitted application's file is recorded in its history (which file,
   * who removed it, when) and its applicant is told, through the outbox; its bytes go.
   */
  async remove(caller: AuthenticatedCaller, id: string): Promise<void> {
    const row = await this.files.findById(id);
    if (!row) throw fileNotFound();
    const owner = await this.owner(row.applicationId);
    const submitted = owner.exists && !owner.draft;
    await this.files.transaction(async (manager) => {
      await this.files.deleteIn(id, manager);
      if (!submitted) return;
      const entry = historyEntry(row, 'removed', caller.principal.id, null);
      await this.files.addToHistory(entry, manager);
      await this.applicationsOutbox.fileRemoved(
        {
          historyId: entry.id,
          applicationId: entry.applicationId,
          questionKey: entry.questionKey,
          at: entry.at,
        },
        manager,
      );
    });
    if (submitted) this.applicationsRelay.wake();
    await this.forget(row.objectKey);
  }

  /** An application's earlier files (R), newest first; a removed application's too. */
  async history(applicationId: string): Promise<FileHistoryEntry[]> {
    const entries = await this.files.historyOf(applicationId);
    if (entries.length === 0 && !(await this.owner(applicationId)).exists)
      throw applicationNotFound();
    return entries.map(toHistoryEntry);
  }

  /** A replaced file kept in a history, to download (R). */
  async historyFile(id: string): Promise<DownloadableFile> {
    const entry = await this.files.findHistoryEntry(id);
    if (!entry?.objectKey) throw fileNotFound();
    return { ...entry, objectKey: entry.objectKey };
  }

  /**
   * Removes the orphaned files (row, then object) and the objects no row points at (left by a
   * crash between object and row). Errors are reported per file and do not stop the others.
   */
  async cleanup(): Promise<CleanupResult> {
    const errors: string[] = [];
    let deletedCount = 0;
    for (const entry of await this.files.orphanedHistory()) {
      try {
        await this.files.deleteHistoryEntry(entry.id);
        if (entry.objectKey) await this.store.remove(entry.objectKey);
        deletedCount += 1;
      } catch (error) {
        errors.push(`earlier file ${entry.id}: ${describe(error)}`);
      }
    }
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
    // A draft is its member's alone, by account: to anyone else it does not exist.
    if (owner.draft) {
      if (owner.userId === caller.principal.id) return owner;
      throw applicationNotFound();
    }
    if (isReviewer(caller.principal) || isApplicant(caller, owner)) return owner;
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

  /** Removes an object, logging (not throwing) a failure: cleanup finds what is left. */
  private async forget(objectKey: string): Promise<void> {
    try {
      await this.store.remove(objectKey);
    } catch (error) {
      this.logger.warn(`object ${objectKey} not removed (${describe(error)}); cleanup will`);
    }
  }
}

/**
 * The applicant is the account that submitted the application, by account id, never by an
 * email, which a later account may hold (decisions §3).
 */
function isApplicant(caller: AuthenticatedCaller, owner: ApplicationOwner): boolean {
  return owner.userId !== null && owner.userId === caller.principal.id;
}

function applicationNotFound(): DomainException {
  return new DomainException('file.application_not_found', 'Application not found');
}

/**
 * Whether the applicant may upload this question's file now: any while the
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

function uploadFailure(error: unknown, file: IncomingFile): unknown {
  if (error instanceof UploadTooLarge)
    return new DomainException('file.too_large', 'File is too large.');
  if (error instanceof UploadTypeRefused) return typeRefused(file);
  if (error instanceof UploadCutOff)
    return new DomainException('file.multipart', 'The upload was cut off before the file ended.');
  return multipartRefusal(error, uploadRefusals) ?? error;
}

/** 415: the name claims no allowed type, or the bytes are not what the name claims. */
function typeRefused(file: IncomingFile): DomainException {
  return new DomainException(
    'file.type',
    typeRefusalMessage(file.originalName, file.inspected.bytes),
  );
}

function historyEntry(
  row: StoredFileEntity,
  event: FileHistoryEntity['event'],
  actorId: string,
  objectKey: string | null,
): FileHistoryEntity {
  return {
    id: randomUUID(),
    applicationId: row.applicationId,
    questionKey: row.questionKey,
    event,
    at: new Date(),
    actorId,
    objectKey,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    mediaType: row.mediaType,
    uploaderId: row.uploaderId,
    uploadedAt: row.createdAt,
  };
}

function toHistoryEntry(entry: FileHistoryEntity): FileHistoryEntry {
  return {
    _id: entry.id,
    applicationId: entry.applicationId,
    questionKey: entry.questionKey,
    event: entry.event,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    originalname: entry.originalName,
    size: Number(entry.sizeBytes),
    mimeType: entry.mediaType,
    uploadedAt: entry.uploadedAt.toISOString(),
    downloadable: entry.objectKey !== null,
  };
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
