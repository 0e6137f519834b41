import type { Readable } from 'node:stream';
import type { AllowedFileType } from '@portal/contract';
import { decideFileType, typeDecisionHeadBytes } from './file-type-decision.js';
import { InspectedUpload } from './inspected-upload.js';

/** The file part ended before its end: the member went away, or the body was cut. */
export class UploadCutOff extends Error {
  constructor() {
    super('the upload was cut off');
    this.name = 'UploadCutOff';
  }
}

/**
 * The file part of an upload, watched from the moment it arrives: its bytes go through an
 * `InspectedUpload` (size counted, type decided from its head), and a failure of the part (the
 * member gone, the body cut short) reaches that stream even when it happens before anyone reads
 * it, so a store write started later fails instead of waiting forever.
 */
export class IncomingFile {
  readonly inspected: InspectedUpload<AllowedFileType>;

  constructor(
    readonly originalName: string,
    private readonly part: Readable,
    maxBytes: number,
  ) {
    this.inspected = new InspectedUpload<AllowedFileType>(maxBytes, typeDecisionHeadBytes, (head) =>
      decideFileType(head, originalName),
    );
    // Not `pipeline`: a refusal must not destroy the part's stream, but drain it, so the
    // multipart parser reads the request to its end and the early answer reaches the client.
    this.inspected.once('error', () => this.drain());
    if (part.destroyed && !part.readableEnded) {
      this.inspected.destroy(part.errored ?? new UploadCutOff());
      return;
    }
    part.once('error', (error: Error) => this.inspected.destroy(error));
    part.once('close', () => {
      if (!part.readableEnded) this.inspected.destroy(new UploadCutOff());
    });
    // Until the store reads it, the inspection holds at most its head and a stream buffer, and
    // the request waits (backpressure).
    part.pipe(this.inspected);
  }

  /** The upload is refused: the rest of the file is read and dropped, nothing more is stored. */
  discard(): void {
    if (!this.inspected.destroyed) this.inspected.destroy();
    this.drain();
  }

  private drain(): void {
    this.part.unpipe(this.inspected);
    this.part.resume();
  }
}
