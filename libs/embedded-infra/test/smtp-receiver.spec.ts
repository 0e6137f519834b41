import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  let logged: string[];
  let accepted: Array<{ file: string; repeat: boolean }>;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'portal-mail-'));
    logged = [];
    accepted = [];
  });
  afterEach(async () => {
    await receiver?.stop();
    receiver = undefined;
    await rm(directory, { recursive: true, force: true });
  });

  const start = async (port?: number) => {
    receiver = await startEmbeddedSmtp({
      directory: path.join(directory, 'mail'),
      port: port ?? (await findFreePort()),
      log: (line) => logged.push(line),
      onAccepted: (message) => accepted.push(message),
    });
    return receiver;
  };
  const send = (url: string, subject: string, messageId?: string) =>
    nodemailer.createTransport(url).sendMail({
      from: 'portal@example.org',
      to: 'member@example.org',
      subject,
      text: `The message called ${subject}.`,
      messageId,
    });

  it('keeps every accepted message whole, named by its Message-ID, and takes them again after a restart on the same port', async () => {
    const port = await findFreePort();
    await start(port);
    expect(receiver!.url).toBe(`smtp://127.0.0.1:${port}`);
    await send(receiver!.url, 'first');
    await send(receiver!.url, 'second');
    let files = await readdir(receiver!.directory);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{64}\.eml$/);
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(receiver!.directory, file), 'utf8')),
    );
    expect(texts.join('\n')).toMatch(
      /Subject: first[\s\S]*Subject: second|Subject: second[\s\S]*Subject: first/,
    );

    await receiver!.stop();
    await expect(send(receiver!.url, 'while stopped')).rejects.toThrow();
    await start(port);
    await send(receiver!.url, 'third');
    files = await readdir(receiver!.directory);
    expect(files).toHaveLength(3);
    const read = await readMailFolder(receiver!.directory);
    // Oldest first, by the time each was written.
    expect(read.map((email) => /Subject: (\w+)/.exec(email.raw)?.[1])).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(read.map((email) => email.to)).toEqual(Array(3).fill('member@example.org'));
    expect(read.every((email) => /^<.+@.+>$/.test(email.messageId))).toBe(true);
    expect(repeatedMessageIds(read)).toEqual([]);
    expect(await readMailFolder(path.join(directory, 'none'))).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('writes a message whose Message-ID it already wrote once: the repeat is accepted, not written, and said in one line without address or content', async () => {
    await start();
    const messageId = '<event-1.recipient-1@notifications.portal>';
    const first = await send(receiver!.url, 'once', messageId);
    // Accepted (250): the sender counts it sent and does not try again.
    const again = await send(receiver!.url, 'once', messageId);
    expect(first.response).toMatch(/^250/);
    expect(again.response).toMatch(/^250/);
    await send(receiver!.url, 'another', '<event-2.recipient-1@notifications.portal>');

    const read = await readMailFolder(receiver!.directory);
    expect(read.map((email) => email.messageId)).toEqual([
      messageId,
      '<event-2.recipient-1@notifications.portal>',
    ]);
    expect(receiver!.repeatsDropped).toBe(1);
    expect(accepted.map((message) => message.repeat)).toEqual([false, true, false]);
    expect(accepted[1]?.file).toBe(accepted[0]?.file);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^dropped a repeat: .*[0-9a-f]{64}\.eml/);
    expect(logged[0]).not.toMatch(/member@example\.org|once|event-1/);
    // Nothing is left aside.
    expect(await readdir(receiver!.directory)).toHaveLength(2);
  });

  it('keeps one file when the same message arrives on several connections at the same moment', async () => {
    await start();
    const messageId = '<event-3.recipient-1@notifications.portal>';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(receiver!.url, 'at once', messageId)),
    );
    expect(answers.every((answer) => answer.response.startsWith('250'))).toBe(true);
    const read = await readMailFolder(receiver!.directory);
    expect(read.map((email) => email.messageId)).toEqual([messageId]);
    expect(receiver!.repeatsDropped).toBe(7);
    expect(logged).toHaveLength(7);
    expect(await readdir(receiver!.directory)).toHaveLength(1);
  });

  it('clears what a receiver killed mid-message left aside, and never shows it as an email', async () => {
    const folder = path.join(directory, 'mail');
    await start();
    await receiver!.stop();
    await writeFile(path.join(folder, '.2026-11-24T06-00-00-000Z-abcdef012345.tmp'), 'half a mes');
    expect(await readMailFolder(folder)).toEqual([]);
    await start();
    expect(await readdir(folder)).toEqual([]);
  });
});
