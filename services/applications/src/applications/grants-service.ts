import type { Provider } from '@nestjs/common';
import { InternalClient } from '@portal/nest-kit';

/** The grants service's `/internal` endpoints, called with the services' credential. */
export const GRANTS_SERVICE = Symbol('GRANTS_SERVICE');

/** A grant's snapshot or a batch of events: grants answers in milliseconds, or is in trouble. */
const grantsTimeoutMs = 5_000;

export function grantsServiceProvider(grantsUrl: string, serviceSecret: string): Provider {
  return {
    provide: GRANTS_SERVICE,
    useValue: new InternalClient(grantsUrl, serviceSecret, grantsTimeoutMs),
  };
}
