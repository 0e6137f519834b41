import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import { headerBlock, headerValue } from './message-headers.js';

export interface EmbeddedSmtpOptions {
  /** Folder the messages are written to, one `.eml` file each; created when missing. */
  directory: string;
  port: number;
  host?: string;
  /** Where the receiver says that it dropped a repeat (one line, no address or content); stdout by default. */
  log?: (line: string) => void;
  /**
   * Told of each message taken, once it is on disk (or dropped as a repeat) and before the server
   * answers 250: a test can act in the instant a sender waits for that answer.
   */
  onAccepted?: (message: { file: string; repeat: boolean }) => void;
}

export interface RunningSmtp {
  /** `smtp://127.0.0.1:<port>`: what the notifications service's SMTP_URL is set to. */
  url: string;
  port: number;
  directory: string;
  /** Messages accepted since the start whose Message-ID had already been written: not written again. */
  readonly repeatsDropped: number;
  stop(): Promise<void>;
}

/** Largest message taken (the portal's emails are a few KiB). */
const maxMessageBytes = 10 * 1024 * 1024;

/**
 * A real SMTP server (the `smtp-server` package) that keeps each message it accepts as a file,
 * `<directory>/<sha256 of its Message-ID>.eml`, for `npm start` without SMTP_URL and for tests:
 * the portal sends its emails through SMTP exactly as it would to a real mail server, and a
 * person (or a test) reads them from the folder (newest by the file's time). Plain SMTP on the
 * loopback, no authentication, no TLS.
 *
 * A message is written aside and linked into place before the server answers 250, so a file in
 * the folder is always whole, and an accepted message is always on disk.
 *
 * It is an idempotent consumer, as large mailbox providers are: a message whose Message-ID it has
 * already written is accepted (250, so the sender counts it sent) and not written again, and one
 * line says so. The notifications service sends at least once: a message is sent again when the
 * service dies between the server's 250 and its own commit of `sent`, with the same Message-ID
 * (services/notifications, email-sender.worker.ts). The file's name is the Message-ID's hash, and the
 * link that puts it in place fails rather than replace a file (EEXIST), so two deliveries of one
 * message at the same moment leave one file. A message without a Message-ID (not the portal's)
 * is written under a name of its own, `<timestamp>-<random>.eml`.
 */
export async function startEmbeddedSmtp(options: EmbeddedSmtpOptions): Promise<RunningSmtp> {
  const directory = path.resolve(options.directory);
  await mkdir(directory, { recursive: true });
  await removeLeftovers(directory);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  let repeatsDropped = 0;

  const server = new SMTPServer({
    name: 'portal-mail.local',
    banner: 'the portal mail folder',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    // On stop, a connection a client keeps open is closed after this long, not 30 s.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      void keep(stream, directory).then(
        (kept) => {
          if (kept.repeat) {
            repeatsDropped += 1;
            log(
              `dropped a repeat: a message whose Message-ID is already in ${kept.file} was accepted and not written again`,
            );
          }
          options.onAccepted?.(kept);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  server.on('error', () => undefined); // a client that goes away mid-message is not the server's problem

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(options.port, host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });

  return {
    url: `smtp://${host}:${options.port}`,
    port: options.port,
    directory,
    get repeatsDropped() {
      return repeatsDropped;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where a message is written while it arrives: hidden, and never an `.eml` a reader sees. */
const asidePattern = /^\..+\.tmp$/;

/**
 * What a receiver killed mid-message left aside: a message not yet answered 250 (its sender sends
 * it again), or one already linked into place.
 */
async function removeLeftovers(directory: string): Promise<void> {
  const leftovers = (await readdir(directory)).filter((file) => asidePattern.test(file));
  await Promise.all(leftovers.map((file) => rm(path.join(directory, file), { force: true })));
}

/**
 * Writes the message aside, then links it into place under its Message-ID's name: answers the
 * file's name, and whether one of that name was there already (a repeat, not written again).
 */
async function keep(
  stream: NodeJS.ReadableStream & { sizeExceeded?: boolean },
  directory: string,
): Promise<{ file: string; repeat: boolean }> {
  const unique = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
  const aside = path.join(directory, `.${unique}.tmp`);
  try {
    await pipeline(stream, createWriteStream(aside, { mode: 0o600, flags: 'wx' }));
    if (stream.sizeExceeded)
      throw Object.assign(new Error('message too large'), { responseCode: 552 });
    const messageId = await messageIdOf(aside);
    const file = messageId
      ? `${createHash('sha256').update(messageId).digest('hex')}.eml`
      : `${unique}.eml`;
    try {
      // link(2) never replaces a file: of two deliveries of one message, one gets EEXIST.
      await link(aside, path.join(directory, file));
      return { file, repeat: false };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { file, repeat: true };
      throw error;
    }
  } finally {
    await rm(aside, { force: true });
  }
}

/** Headers beyond this are not looked at for the Message-ID (the portal's take a few hundred bytes). */
const headerBytesRead = 64 * 1024;

/** The message's Message-ID as written (`<…@…>`), or '' when it has none. */
async function messageIdOf(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(headerBytesRead);
    const { bytesRead } = await handle.read(buffer, 0, headerBytesRead, 0);
    return headerValue(headerBlock(buffer.subarray(0, bytesRead).toString('utf8')), 'Message-ID');
  } finally {
    await handle.close();
  }
}
