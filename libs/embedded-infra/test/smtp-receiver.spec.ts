import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import {
  findFreePort,
  readMailFolder,
  repeatedMessageIds,
  startEmbeddedSmtp,
  type RunningSmtp,
} from '../src/index.js';

describe('the mail folder: an SMTP receiver that writes each message as a file', () => {
  let directory: string;
  let receiver: RunningSmtp | undefined;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'portal-mail-'));
  });
  afterEach(async () => {
    await receiver?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  const send = (url: string, subject: string) =>
    nodemailer.createTransport(url).sendMail({
      from: 'portal@example.org',
      to: 'member@example.org',
      subject,
      text: `The message called ${subject}.`,
    });

  it('keeps every accepted message whole, as <timestamp>-<id>.eml, and takes them again after a restart on the same port', async () => {
    const port = await findFreePort();
    receiver = await startEmbeddedSmtp({ directory: path.join(directory, 'mail'), port });
    expect(receiver.url).toBe(`smtp://127.0.0.1:${port}`);
    await send(receiver.url, 'first');
    await send(receiver.url, 'second');
    let files = await readdir(receiver.directory);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{12}\.eml$/);
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(receiver!.directory, file), 'utf8')),
    );
    expect(texts.join('\n')).toMatch(
      /Subject: first[\s\S]*Subject: second|Subject: second[\s\S]*Subject: first/,
    );

    await receiver.stop();
    await expect(send(receiver.url, 'while stopped')).rejects.toThrow();
    receiver = await startEmbeddedSmtp({ directory: receiver.directory, port });
    await send(receiver.url, 'third');
    files = await readdir(receiver.directory);
    expect(files).toHaveLength(3);
    const read = await readMailFolder(receiver.directory);
    expect(read.map((email) => email.to)).toEqual(Array(3).fill('member@example.org'));
    expect(read.every((email) => /^<.+@.+>$/.test(email.messageId))).toBe(true);
    expect(repeatedMessageIds(read)).toEqual([]);
    expect(await readMailFolder(path.join(directory, 'none'))).toEqual([]);
  });
});
