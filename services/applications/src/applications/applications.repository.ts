import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationStatus } from '@portal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';

/** One status an application took, as the service records it. */
export type StatusRecord = Pick<
  ApplicationStatusHistoryEntity,
  'applicationId' | 'status' | 'actorId' | 'actorName' | 'at'
>;

/** What an application summary is made of (`toApplicationSummary`): no answers, no questions. */
export type ApplicationSummaryColumns = Omit<ApplicationEntity, 'answers' | 'sections'>;

/** Whose applications a list shows: all of them, or one applicant's (by account or by email). */
export type ApplicationsFilter = { portal?: string } & (
  { applicant?: undefined } | { applicant: { userId: string; email: string } }
);

export interface ApplicationOwnerColumns {
  userId: string;
  applicantEmail: string;
}

/** The queries on applications and their status history. Writes take the caller's transaction. */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction: a change, its history and its outbox event, or none of them. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Newest first (the dashboards show the first few), without answers and questions. */
  summaries(filter: ApplicationsFilter): Promise<ApplicationSummaryColumns[]> {
    const query = this.applications()
      .createQueryBuilder('application')
      .select([
        'application.id',
        'application.grantId',
        'application.grantTitle',
        'application.grantType',
        'application.portal',
        'application.userId',
        'application.applicantName',
        'application.applicantEmail',
        'application.dateSubmitted',
        'application.status',
        'application.statusChangedAt',
      ])
      .orderBy('application.dateSubmitted', 'DESC')
      .addOrderBy('application.id', 'DESC');
    if (filter.portal !== undefined)
      query.andWhere('application.portal = :portal', { portal: filter.portal });
    if (filter.applicant)
      query.andWhere(
        '(application.userId = :userId OR lower(application.applicantEmail) = lower(:email))',
        filter.applicant,
      );
    return query.getMany();
  }

  findById(id: string, manager?: EntityManager): Promise<ApplicationEntity | null> {
    return this.applications(manager).findOneBy({ id });
  }

  /** The application, locked until the transaction ends (two status changes take turns). */
  lockById(id: string, manager: EntityManager): Promise<ApplicationEntity | null> {
    return manager
      .getRepository(ApplicationEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  owner(id: string): Promise<ApplicationOwnerColumns | null> {
    return this.applications().findOne({
      select: { userId: true, applicantEmail: true },
      where: { id },
    });
  }

  async insert(application: ApplicationEntity, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationEntity).insert(application);
  }

  async setStatus(
    id: string,
    status: ApplicationStatus,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.getRepository(ApplicationEntity).update({ id }, { status, statusChangedAt: at });
  }

  /** Deletes the application; its status history goes with it (ON DELETE CASCADE). */
  async delete(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationEntity).delete({ id });
  }

  async recordStatus(record: StatusRecord, manager: EntityManager): Promise<void> {
    await manager.getRepository(ApplicationStatusHistoryEntity).insert(record);
  }

  statusHistory(
    applicationId: string,
    manager?: EntityManager,
  ): Promise<ApplicationStatusHistoryEntity[]> {
    return (manager ?? this.dataSource.manager)
      .getRepository(ApplicationStatusHistoryEntity)
      .find({ where: { applicationId }, order: { at: 'ASC', id: 'ASC' } });
  }

  private applications(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(ApplicationEntity);
  }
}
