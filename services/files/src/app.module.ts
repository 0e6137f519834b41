import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { FilesAdminController } from './api/files-admin.controller.js';
import { FilesInternalController } from './api/files-internal.controller.js';
import { FilesController } from './api/files.controller.js';
import type { FilesConfig } from './config.js';
import { filesDatabase } from './database.js';
import { FilesModule } from './files/files.module.js';

export interface FilesAppOptions {
  /** How old an unreferenced object must be before cleanup removes it (default one hour). */
  strayObjectGraceMs?: number;
}

@Module({})
export class AppModule {
  static register(config: FilesConfig, options: FilesAppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({ service: 'files', database: filesDatabase(config) }),
        AuthModule.withIdentityService({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          identityUrl: config.IDENTITY_URL,
          databaseUrl: config.DATABASE_URL,
        }),
        FilesModule.register({
          applicationsUrl: config.APPLICATIONS_URL,
          serviceSecret: config.SERVICE_SECRET,
          store: {
            endpoint: config.S3_ENDPOINT,
            accessKey: config.S3_ACCESS_KEY,
            secretKey: config.S3_SECRET_KEY,
            bucket: config.S3_BUCKET,
          },
          maxUploadBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
          dataEncryptionKey: config.DATA_ENCRYPTION_KEY,
          strayObjectGraceMs: options.strayObjectGraceMs,
        }),
      ],
      controllers: [FilesController, FilesAdminController, FilesInternalController],
    };
  }
}
