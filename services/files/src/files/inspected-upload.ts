import { Transform, type TransformCallback } from 'node:stream';

export class UploadTooLarge extends Error {
  constructor() {
    super('the upload is larger than MAX_UPLOAD_MB');
    this.name = 'UploadTooLarge';
  }
}

export class UploadTypeRefused extends Error {
  constructor() {
    super('the upload is not an allowed type');
    this.name = 'UploadTypeRefused';
  }
}

/**
 * The upload on its way to the store: counts the bytes (over `maxBytes` is an `UploadTooLarge`
 * error), and holds back the first `headBytes` until `decide` has accepted them (a refusal is an
 * `UploadTypeRefused` error), so nothing of a refused file reaches the store. Memory stays at
 * the head plus the stream's buffers, whatever the size.
 */
export class InspectedUpload<Decision> extends Transform {
  bytes = 0;
  decision: Decision | undefined;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly headBytes: number,
    private readonly decide: (head: Buffer) => Promise<Decision | undefined>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new UploadTooLarge());
    if (this.decision !== undefined) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < this.headBytes) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decision !== undefined) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.decide(head).then(
      (decision) => {
        if (decision === undefined) return done(new UploadTypeRefused());
        this.decision = decision;
        done(null, head);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
