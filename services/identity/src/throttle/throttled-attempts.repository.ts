import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** How many attempts a subject has in a window, and when the oldest of them was. */
export interface SubjectCount {
  count: number;
  oldest: Date;
}

/**
 * Every query on `throttled_attempts`, the attempts the throttles and the sign-in limits count.
 * A subject is a text key (`<rule>/<who>`, `sign-in/pair/<account>/<address>`…).
 */
@Injectable()
export class ThrottledAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Transaction-scoped advisory locks on the subjects, taken in sorted order so that two takers
   * never deadlock; held until the caller's transaction ends.
   */
  async lockSubjects(subjects: string[], manager: EntityManager): Promise<void> {
    for (const subject of [...subjects].sort())
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [subject]);
  }

  /** Per subject with attempts after `after`: their count and the oldest. */
  async countsAfter(
    subjects: string[],
    after: Date,
    manager: EntityManager,
  ): Promise<SubjectCount[]> {
    const rows = await manager.query<Array<{ count: number; oldest: Date }>>(
      `SELECT count(*)::int AS count, min(attempted_at) AS oldest
         FROM throttled_attempts
        WHERE subject = ANY($1) AND attempted_at > $2
        GROUP BY subject`,
      [subjects, after],
    );
    return rows.map((row) => ({ count: row.count, oldest: new Date(row.oldest) }));
  }

  /** The times of one subject's attempts after `after`, oldest first. */
  async timesAfter(subject: string, after: Date, manager?: EntityManager): Promise<Date[]> {
    const rows = await (manager ?? this.dataSource.manager).query<Array<{ at: Date }>>(
      `SELECT attempted_at AS at FROM throttled_attempts
        WHERE subject = $1 AND attempted_at > $2 ORDER BY attempted_at`,
      [subject, after],
    );
    return rows.map((row) => new Date(row.at));
  }

  /** Writes one attempt per subject at `at`; answers their ids. */
  async add(subjects: string[], at: Date, manager?: EntityManager): Promise<string[]> {
    const rows = await (manager ?? this.dataSource.manager).query<Array<{ id: string }>>(
      `INSERT INTO throttled_attempts (subject, attempted_at)
       SELECT unnest($1::text[]), $2 RETURNING id`,
      [subjects, at],
    );
    return rows.map((row) => String(row.id));
  }

  /** Drops every attempt older than `before`. */
  async removeOlderThan(before: Date, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM throttled_attempts WHERE attempted_at < $1', [before]);
  }

  /** Drops the sign-in attempts made at or before `before`. */
  async removeSignInsUntil(before: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM throttled_attempts
        WHERE attempted_at <= $1 AND starts_with(subject, 'sign-in/')`,
      [before],
    );
  }

  /** Drops the attempts by id, and every attempt of the given subjects. */
  async remove(ids: readonly string[], subjects: readonly string[] = []): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM throttled_attempts WHERE id = ANY($1) OR subject = ANY($2)`,
      [[...ids], [...subjects]],
    );
  }

  /** Drops the attempts of `subject` and of every subject starting with `prefix`. */
  async removeSubjectAndPrefix(
    subject: string,
    prefix: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM throttled_attempts WHERE subject = $1 OR starts_with(subject, $2)`,
      [subject, prefix],
    );
  }
}
