import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { encryptionKeyCheck, MultipartModule } from '@portal/nest-kit';
import { applicationsServiceProvider } from './applications-service.js';
import { DATA_ENCRYPTION_KEY, FileCipher } from './file.cipher.js';
import { FileDownloads } from './file-downloads.service.js';
import { FilesRepository } from './files.repository.js';
import { FilesService, MAX_UPLOAD_BYTES, STRAY_OBJECT_GRACE_MS } from './files.service.js';
import { uploadLimits } from './upload-refusals.js';
import {
  OBJECT_STORE_OPTIONS,
  ObjectStore,
  type ObjectStoreOptions,
} from './object-store.client.js';
import { FileHistoryEntity } from './file-history.entity.js';
import { RemovedApplicationEntity } from './removed-application.entity.js';
import { StoredFileEntity } from './stored-file.entity.js';
import { ApplicationsOutbox } from '../outbox/applications-outbox.repository.js';
import { ApplicationsOutboxEventEntity } from '../outbox/applications-outbox-event.entity.js';
import { ApplicationsOutboxRelay } from '../outbox/applications-outbox.relay.js';

export interface FilesModuleOptions {
  applicationsUrl: string;
  serviceSecret: string;
  store: Omit<ObjectStoreOptions, 'maxObjectBytes'>;
  maxUploadBytes: number;
  /** DATA_ENCRYPTION_KEY: the names and email of a file's people are encrypted with keys derived from it. */
  dataEncryptionKey: string;
  /** Default one hour; tests set 0. */
  strayObjectGraceMs?: number;
}

@Module({})
export class FilesModule {
  static register(options: FilesModuleOptions): DynamicModule {
    return {
      module: FilesModule,
      imports: [
        MultipartModule.register(uploadLimits(options.maxUploadBytes)),
        TypeOrmModule.forFeature([
          StoredFileEntity,
          RemovedApplicationEntity,
          FileHistoryEntity,
          ApplicationsOutboxEventEntity,
        ]),
      ],
      providers: [
        applicationsServiceProvider(options.applicationsUrl, options.serviceSecret),
        {
          provide: OBJECT_STORE_OPTIONS,
          useValue: { ...options.store, maxObjectBytes: options.maxUploadBytes },
        },
        { provide: MAX_UPLOAD_BYTES, useValue: options.maxUploadBytes },
        { provide: STRAY_OBJECT_GRACE_MS, useValue: options.strayObjectGraceMs ?? 60 * 60 * 1000 },
        { provide: DATA_ENCRYPTION_KEY, useValue: options.dataEncryptionKey },
        FileCipher,
        encryptionKeyCheck({
          cipher: FileCipher,
          refusal:
            'DATA_ENCRYPTION_KEY is not the key the files already stored were encrypted with. ' +
            'Start with the key used before (the same as identity’s and applications’); with another ' +
            'key the names kept with the files cannot be read.',
        }),
        ObjectStore,
        FilesRepository,
        FilesService,
        FileDownloads,
        ApplicationsOutbox,
        ApplicationsOutboxRelay,
      ],
      exports: [FilesService, FileDownloads, ObjectStore],
    };
  }
}
