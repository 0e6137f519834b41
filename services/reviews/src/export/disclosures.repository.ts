import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DisclosureEntity } from './disclosure.entity.js';

/** The record of exports. */
@Injectable()
export class DisclosuresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(row: DisclosureEntity): Promise<void> {
    await this.dataSource.manager.insert(DisclosureEntity, row);
  }

  /** Newest first. */
  async newest(limit: number): Promise<DisclosureEntity[]> {
    return this.dataSource.manager.find(DisclosureEntity, {
      order: { at: 'DESC', id: 'ASC' },
      take: limit,
    });
  }
}
