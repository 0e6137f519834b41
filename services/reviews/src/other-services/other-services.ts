import type { Provider } from '@nestjs/common';
import { InternalClient } from '@portal/nest-kit';

/** The other services' `/internal` endpoints, called with the services' credential. */
export const APPLICATIONS_SERVICE = Symbol('APPLICATIONS_SERVICE');
export const GRANTS_SERVICE = Symbol('GRANTS_SERVICE');
export const IDENTITY_SERVICE = Symbol('IDENTITY_SERVICE');

const timeoutMs = 5_000;

export function otherServicesProviders(options: {
  applicationsUrl: string;
  grantsUrl: string;
  identityUrl: string;
  serviceSecret: string;
}): Provider[] {
  return [
    {
      provide: APPLICATIONS_SERVICE,
      useValue: new InternalClient(options.applicationsUrl, options.serviceSecret, timeoutMs),
    },
    {
      provide: GRANTS_SERVICE,
      useValue: new InternalClient(options.grantsUrl, options.serviceSecret, timeoutMs),
    },
    {
      provide: IDENTITY_SERVICE,
      useValue: new InternalClient(options.identityUrl, options.serviceSecret, timeoutMs),
    },
  ];
}
