import type { ServiceName } from '@portal/contract';
import type { GatewayConfig } from '../config.js';

/** Which service answers which part of `/api` (decisions §2). */
export const apiRoutes: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/users', service: 'identity' },
  { prefix: '/api/office-settings', service: 'identity' },
  { prefix: '/api/language-packs', service: 'identity' },
  { prefix: '/api/grants', service: 'grants' },
  { prefix: '/api/available-grants', service: 'grants' },
  { prefix: '/api/grant-applications', service: 'applications' },
  { prefix: '/api/files', service: 'files' },
  { prefix: '/api/notifications', service: 'notifications' },
  { prefix: '/api/admin/notifications', service: 'notifications' },
  { prefix: '/api/reviews', service: 'reviews' },
];

/** The service that answers `path` (with its query), or undefined when none does. */
export function serviceFor(path: string): ServiceName | undefined {
  const pathname = path.split('?')[0] ?? '';
  return apiRoutes.find(
    (route) => pathname === route.prefix || pathname.startsWith(`${route.prefix}/`),
  )?.service;
}

/** The one route whose body is a file: streamed, with MAX_UPLOAD_MB and the upload's timeout. */
export const uploadRoute = { method: 'POST', path: '/api/files/upload', service: 'files' } as const;

export function upstreamUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    grants: config.GRANTS_URL,
    applications: config.APPLICATIONS_URL,
    files: config.FILES_URL,
    notifications: config.NOTIFICATIONS_URL,
    reviews: config.REVIEWS_URL,
  };
}
