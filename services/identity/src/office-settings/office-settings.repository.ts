import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OfficeGuidelines, OfficeSettings, OfficeSettingsUpdate } from '@portal/contract';
import { Repository } from 'typeorm';
import { OfficeSettingsEntity } from './office-settings.entity.js';

/** The one row of the office's settings. */
@Injectable()
export class OfficeSettingsRepository {
  constructor(
    @InjectRepository(OfficeSettingsEntity) private readonly rows: Repository<OfficeSettingsEntity>,
  ) {}

  async read(): Promise<OfficeSettings> {
    const row = await this.rows.findOneByOrFail({ id: 1 });
    return {
      emailConfirmationRequired: row.emailConfirmationRequired,
      grantSecondApprovalRequired: row.grantSecondApprovalRequired,
    };
  }

  async guidelines(): Promise<OfficeGuidelines> {
    const row = await this.rows.findOneByOrFail({ id: 1 });
    return { text: row.guidelines };
  }

  async updateGuidelines(guidelines: OfficeGuidelines, by: string): Promise<OfficeGuidelines> {
    await this.rows.update(
      { id: 1 },
      { guidelines: guidelines.text, updatedBy: by, updatedAt: new Date() },
    );
    return this.guidelines();
  }

  async update(change: OfficeSettingsUpdate, by: string): Promise<OfficeSettings> {
    await this.rows.update({ id: 1 }, { ...change, updatedBy: by, updatedAt: new Date() });
    return this.read();
  }
}
