import type { Provider } from '@nestjs/common';
import { InternalClient } from '@portal/nest-kit';

/** The applications service's `/internal` endpoints, called with the services' credential. */
export const APPLICATIONS_SERVICE = Symbol('APPLICATIONS_SERVICE');

const applicationsTimeoutMs = 5_000;

export function applicationsServiceProvider(
  applicationsUrl: string,
  serviceSecret: string,
): Provider {
  return {
    provide: APPLICATIONS_SERVICE,
    useValue: new InternalClient(applicationsUrl, serviceSecret, applicationsTimeoutMs),
  };
}
