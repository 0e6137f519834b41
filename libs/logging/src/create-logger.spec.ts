import { Writable } from 'node:stream';
import { createLogger } from './create-logger.js';

function captureLines(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe('createLogger', () => {
  it('never writes a bearer token, a password or a download token', () => {
    const { stream, lines } = captureLines();
    const sut = createLogger({ part: 'identity', destination: stream });

    sut.info(
      {
        req: {
          id: 'r1',
          method: 'GET',
          url: '/api/files/1?token=abc.def.ghi',
          headers: { authorization: 'Bearer abc.def.ghi' },
        },
        password: 'hunter2',
        user: { token: 'abc.def.ghi', encryptionKey: 'k-123456' },
      },
      'request completed',
    );

    const text = JSON.stringify(lines());
    expect(text).not.toContain('abc.def.ghi');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('k-123456');
    expect(lines()[0]).toMatchObject({
      part: 'identity',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/files/1?token=[REDACTED]' },
    });
  });

  it('writes nothing below its level', () => {
    const { stream, lines } = captureLines();
    const sut = createLogger({ part: 'gateway', level: 'warn', destination: stream });
    sut.info('routine');
    sut.warn('unusual');
    expect(lines().map((line) => line.msg)).toEqual(['unusual']);
  });
});
