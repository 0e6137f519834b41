import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeAfterEarlyAnswer } from './early-answers.js';

/**
 * Announces a 30 MiB body and sends it at a steady pace, reading the answer only after a
 * moment, as a client busy uploading does; resolves with what came back.
 */
function uploadUntilAnswered(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let answer = '';
    let sender: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.pause();
      setTimeout(() => socket.resume(), 200);
      socket.write(
        'POST /upload HTTP/1.1\r\nHost: test\r\nContent-Type: application/octet-stream\r\n' +
          `Content-Length: ${30 * 1024 * 1024}\r\n\r\n`,
      );
      sender = setInterval(() => socket.writable && socket.write(chunk), 2);
    });
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined);
    // The server has finished the exchange: stop sending, as clients do.
    socket.on('end', () => {
      clearInterval(sender);
      socket.end();
    });
    socket.on('close', () => {
      clearInterval(sender);
      resolve(answer);
    });
  });
}

describe('closeAfterEarlyAnswer', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    closeAfterEarlyAnswer(app);
    // Leaves the body unread, as a service refusing an upload before reading it does.
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.post('/upload', async (_request, reply) =>
      reply.status(413).send({ statusCode: 413, message: 'The file is too large.' }),
    );
    app.get('/small', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('delivers an answer sent before the body arrived, then closes the connection', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await uploadUntilAnswered(port);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('The file is too large.');
    }
  });

  it('leaves a connection whose request was read whole open for the next request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/small`);
    expect(response.headers.get('connection')).not.toBe('close');
  });
});
