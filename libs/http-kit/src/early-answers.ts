import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a closing connection keeps reading what the client still sends. */
const defaultLingerMs = 2_000;

/**
 * An answer sent before the request body has arrived whole (413, 401, 408, a service's early
 * refusal) ends the connection: otherwise the unread rest of the body would be read as the
 * next request, or leave the client's next request hanging.
 *
 * Closing a socket that still has unread bytes makes the kernel send a reset, which can wipe
 * the answer out of the client's buffer before it reads it (the proxy in front then sees
 * EPIPE, not the answer). So, as nginx's `lingering_close` and Apache do, the answer is
 * written, our side is shut, and whatever the client still sends is read and dropped for a
 * moment before the socket is closed.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance, lingerMs = defaultLingerMs): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && !reply.raw.headersSent) {
      void reply.header('connection', 'close');
      lingerBeforeClosing(request.raw.socket, lingerMs);
    }
    done(null, payload);
  });
}

/**
 * Node's HTTP server ends a `Connection: close` exchange with `socket.destroySoon()`, which
 * destroys the socket as soon as the answer is written. This replaces it, for this socket only,
 * with a half-close that keeps draining until the client closes or `lingerMs` passes.
 */
function lingerBeforeClosing(socket: Socket, lingerMs: number): void {
  const lingering = socket as Socket & { destroySoon?: () => void };
  lingering.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('end', () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
    socket.end();
    socket.resume();
  };
}
