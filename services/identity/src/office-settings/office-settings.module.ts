import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OfficeSettingsEntity } from './office-settings.entity.js';
import { OfficeSettingsRepository } from './office-settings.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([OfficeSettingsEntity])],
  providers: [OfficeSettingsRepository],
  exports: [OfficeSettingsRepository],
})
export class OfficeSettingsModule {}
