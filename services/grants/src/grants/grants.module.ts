import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationCounts } from './application-counts.js';
import { GrantApplicationEntity } from './grant-application.entity.js';
import { GrantEntity } from './grant.entity.js';
import { GrantHistoryEntity } from './grant-history.entity.js';
import { GrantsRepository } from './grants.repository.js';
import { GrantsService } from './grants.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GrantEntity, GrantHistoryEntity, GrantApplicationEntity])],
  providers: [GrantsRepository, GrantsService, ApplicationCounts],
  exports: [GrantsService, ApplicationCounts],
})
export class GrantsModule {}
