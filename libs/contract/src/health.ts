import { z } from 'zod';

/** The back-end services, in the order the gateway reports them. */
export const serviceNames = [
  'identity',
  'grants',
  'applications',
  'files',
  'notifications',
  'reviews',
] as const;
export type ServiceName = (typeof serviceNames)[number];

export const serviceStateSchema = z.enum(['up', 'down']);
export type ServiceState = z.infer<typeof serviceStateSchema>;

/**
 * `GET /api/health` (decisions §1): 200 with status "ok" when every service answers,
 * 503 with status "degraded" and the same shape, naming the ones that are down.
 */
export const portalHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.object({
    identity: serviceStateSchema,
    grants: serviceStateSchema,
    applications: serviceStateSchema,
    files: serviceStateSchema,
    notifications: serviceStateSchema,
    reviews: serviceStateSchema,
  }),
});
export type PortalHealth = z.infer<typeof portalHealthSchema>;

/** `GET /health` of one service, as the gateway and container health checks read it. */
export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.enum(serviceNames),
  checks: z.record(z.string(), serviceStateSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;
