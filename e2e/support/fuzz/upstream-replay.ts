import type { ServiceName } from '@portal/contract';
import { failureOf, probeRunner, type ProbeOutcome } from './probe-runner.js';

/** Which service answers which part of `/api`, as the gateway routes it (its api/upstreams.ts). */
const prefixes: Array<[string, ServiceName]> = [
  ['/api/users', 'identity'],
  ['/api/grants', 'grants'],
  ['/api/available-grants', 'grants'],
  ['/api/grant-applications', 'applications'],
  ['/api/files', 'files'],
  ['/api/notifications', 'notifications'],
  ['/api/admin/notifications', 'notifications'],
  ['/api/reviews', 'reviews'],
];

function serviceOf(path: string): ServiceName | undefined {
  const pathname = path.split('?')[0] ?? '';
  return prefixes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}

/**
 * Sends each failed probe again, alone: straight to the service the gateway routes it to, and
 * through the gateway. Answers, for each, where the failure lies: in the service (it fails
 * there too), in the gateway (the service answers it), or in neither alone (it failed only
 * beside the other probes: a race).
 */
export async function whereFailuresLie(
  outcomes: ProbeOutcome[],
  addresses: { gateway: string; services: Record<ServiceName, string> },
): Promise<string[]> {
  const services = outcomes.map(({ probe }) => serviceOf(probe.path));
  const where: string[] = outcomes.map(() => 'in the gateway: no service routes it');
  const byService = new Map<ServiceName, number[]>();
  services.forEach((service, index) => {
    if (service) byService.set(service, [...(byService.get(service) ?? []), index]);
  });
  await Promise.all(
    [...byService].map(async ([service, indexes]) => {
      const direct = probeRunner(addresses.services[service], 1);
      const gateway = probeRunner(addresses.gateway, 1);
      try {
        for (const index of indexes) {
          const { probe } = outcomes[index];
          const atService = failureOf(await direct.send(probe));
          if (atService) {
            where[index] = `in the ${service} service: sent to it directly, ${atService}`;
            continue;
          }
          const again = failureOf(await gateway.send(probe));
          where[index] = again
            ? `in the gateway: the ${service} service answers it`
            : `only beside other probes: alone, the ${service} service and the gateway answer it`;
        }
      } finally {
        await Promise.all([direct.close(), gateway.close()]);
      }
    }),
  );
  return where;
}
