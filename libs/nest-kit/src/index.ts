export { commonServiceEnv } from './config/common-service-env.js';

export type { CommonServiceEnv } from './config/common-service-env.js';
export { dataSourceOptions } from './database/data-source-options.js';
export type { ServiceDatabaseOptions } from './database/data-source-options.js';
export {
  encryptionKeyCheck,
  encryptionKeyMatches,
  WrongDataEncryptionKeyError,
} from './database/encryption-key-check.js';
export type { EncryptionKeyCheckOptions, KeyCheckCipher } from './database/encryption-key-check.js';
export { EncryptionKeyCheckEntity } from './database/encryption-key-check.entity.js';
export {
  createEncryptionKeyCheckTable,
  dropEncryptionKeyCheckTable,
} from './database/encryption-key-check.migration.js';
export type { EncryptionKeyCheckTableOptions } from './database/encryption-key-check.migration.js';
export { runMigrations } from './database/run-migrations.js';
export { ApiErrorFilter } from './errors/api-error.filter.js';
export { DomainException } from './errors/domain-exception.js';
export type { DomainExceptionOptions } from './errors/domain-exception.js';
export { toApiError } from './errors/to-api-error.js';
export { HEALTH_CHECKS, SERVICE_NAME } from './health/health-check.js';
export type { HealthCheck } from './health/health-check.js';
export { createServiceAdapter } from './http/create-adapter.js';
export { runServiceMain } from './http/run-service-main.js';
export type { ServiceMainOptions } from './http/run-service-main.js';
export { startService } from './http/start-service.js';
export * from './http/multipart/index.js';
export { PinoNestLogger } from './logging/pino-nest-logger.js';
export { ServiceKitModule } from './service-kit.module.js';
export type { ServiceKitOptions } from './service-kit.module.js';
export { StorableTextPipe } from './validation/storable-text.pipe.js';
export { UuidParamPipe } from './validation/uuid-param.pipe.js';
export { ZodPipe } from './validation/zod.pipe.js';
export * from './auth/index.js';
export { IdentityClient } from './internal/identity.client.js';
export { InternalCallRefused, InternalClient } from './internal/internal-client.js';
export type { InternalCallOptions } from './internal/internal-client.js';
export { PacedLoop } from './background/paced-loop.js';
export type { LoopPace, PacedLoopOptions } from './background/paced-loop.js';
export { failureReasons } from './errors/failure-reasons.js';
export { OutboxRelayLoop, outboxRelaySettings } from './background/outbox-relay-loop.js';
export type { OutboxRelayOptions } from './background/outbox-relay-loop.js';
