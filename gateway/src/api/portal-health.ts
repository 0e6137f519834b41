import {
  serviceNames,
  type PortalHealth,
  type ServiceName,
  type ServiceState,
} from '@portal/contract';
import { plainRequest } from '@portal/http-kit';
import type { FastifyInstance } from 'fastify';

const probeTimeoutMs = 2_000;

/**
 * `GET /api/health` (decisions §1): asks each service's `/health` at once; 200 when all are
 * up, 503 with the same shape naming the ones that are down.
 */
export function registerPortalHealth(
  app: FastifyInstance,
  upstreams: Record<ServiceName, string>,
): void {
  app.get('/api/health', async (_request, reply) => {
    const states = await Promise.all(serviceNames.map((name) => probe(upstreams[name])));
    const services = Object.fromEntries(
      serviceNames.map((name, index) => [name, states[index]]),
    ) as PortalHealth['services'];
    const healthy = states.every((state) => state === 'up');
    const body: PortalHealth = { status: healthy ? 'ok' : 'degraded', services };
    return reply
      .status(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

/** With node:http: fetch would load a second copy of undici into the gateway (see plainRequest). */
async function probe(baseUrl: string): Promise<ServiceState> {
  try {
    const { status } = await plainRequest(new URL('/health', baseUrl), {
      timeoutMs: probeTimeoutMs,
    });
    return status >= 200 && status <= 299 ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
