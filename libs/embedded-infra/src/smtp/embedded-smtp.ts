import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

export interface EmbeddedSmtpOptions {
  /** Folder the messages are written to, one `.eml` file each; created when missing. */
  directory: string;
  port: number;
  host?: string;
}

export interface RunningSmtp {
  /** `smtp://127.0.0.1:<port>`: what the notifications service's SMTP_URL is set to. */
  url: string;
  port: number;
  directory: string;
  stop(): Promise<void>;
}

/** Largest message taken (the portal's emails are a few KiB). */
const maxMessageBytes = 10 * 1024 * 1024;

/**
 * A real SMTP server (the `smtp-server` package) that keeps each message it accepts as a file,
 * `<directory>/<timestamp>-<id>.eml`, for `npm start` without SMTP_URL and for tests: the portal
 * sends its emails through SMTP exactly as it would to a real mail server, and a person (or a
 * test) reads them from the folder. Plain SMTP on the loopback, no authentication, no TLS.
 *
 * A message is written aside and renamed into place before the server answers 250, so a file
 * in the folder is always whole, and an accepted message is always on disk.
 */
export async function startEmbeddedSmtp(options: EmbeddedSmtpOptions): Promise<RunningSmtp> {
  const directory = path.resolve(options.directory);
  await mkdir(directory, { recursive: true });
  const host = options.host ?? '127.0.0.1';

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
        () => callback(),
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function keep(stream: NodeJS.ReadableStream & { sizeExceeded?: boolean }, directory: string) {
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
  const aside = path.join(directory, `.${name}.tmp`);
  try {
    await pipeline(stream, createWriteStream(aside, { mode: 0o600 }));
    if (stream.sizeExceeded)
      throw Object.assign(new Error('message too large'), { responseCode: 552 });
    await rename(aside, path.join(directory, `${name}.eml`));
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}
