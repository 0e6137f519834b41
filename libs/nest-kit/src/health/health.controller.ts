import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ServiceHealth, ServiceName, ServiceState } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { PublicRoute } from '../auth/route-access.decorators.js';
import { HEALTH_CHECKS, SERVICE_NAME, type HealthCheck } from './health-check.js';

const checkTimeoutMs = 2_000;

/** `GET /health`: read by the gateway's `/api/health` and by container health checks. */
@PublicRoute()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<ServiceHealth> {
    const all: HealthCheck[] = [
      { name: 'database', check: async () => void (await this.dataSource.query('SELECT 1')) },
      ...this.checks,
    ];
    const states = await Promise.all(
      all.map(async (item) => [item.name, await stateOf(item)] as const),
    );
    const healthy = states.every(([, state]) => state === 'up');
    void reply.status(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'error',
      service: this.service,
      checks: Object.fromEntries(states),
    };
  }
}

async function stateOf(item: HealthCheck): Promise<ServiceState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([item.check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
