import { Injectable } from '@nestjs/common';
import type { ApplicationAnswers } from '@portal/contract';
import type { LookupHash } from '@portal/field-crypto';
import type { EntityManager } from 'typeorm';

/** How long an identical submission is taken for a repeat of the first (decisions §4: "a few seconds"). */
export const duplicateWindowSeconds = 10;

export interface SubmissionKey {
  userId: string;
  grantId: string;
  answersHash: string;
}

/**
 * Makes two identical submissions one application (a double tap, a retry after a lost answer),
 * decided by the database's unique key, never by looking first: the first transaction to insert
 * (applicant, grant, answers) claims it; any other, even at the same instant, waits on that key
 * and finds it taken, and answers the application the first one made. After the window the key
 * may be claimed again, so the same answers sent deliberately later make a new application.
 */
@Injectable()
export class SubmissionKeys {
  /**
   * Claims the key for `applicationId` in the caller's transaction; true when claimed. A key
   * held by a transaction still running makes this wait for it to end: committed, the key is
   * taken (false); rolled back, this one claims it.
   */
  async claim(key: SubmissionKey, applicationId: string, manager: EntityManager): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO submission_keys (user_id, grant_id, answers_hash, application_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       ON CONFLICT (user_id, grant_id, answers_hash) DO UPDATE
         SET application_id = EXCLUDED.application_id, expires_at = EXCLUDED.expires_at
         WHERE submission_keys.expires_at < now()
       RETURNING application_id`,
      [key.userId, key.grantId, key.answersHash, applicationId, duplicateWindowSeconds],
    );
    // A few keys long past their window go with each submission, so the table holds recent
    // ones only. Locked ones are skipped: this never waits, so it cannot deadlock.
    await manager.query(
      `DELETE FROM submission_keys
        WHERE (user_id, grant_id, answers_hash) IN (
          SELECT user_id, grant_id, answers_hash FROM submission_keys
           WHERE expires_at < now() - make_interval(secs => $1)
           LIMIT 20
             FOR UPDATE SKIP LOCKED)`,
      [duplicateWindowSeconds * 6],
    );
    return claimed.length === 1;
  }

  /** The application that holds a key now (read after `claim` found it taken). */
  async holder(key: SubmissionKey, manager: EntityManager): Promise<string | undefined> {
    const rows = await manager.query<Array<{ application_id: string }>>(
      `SELECT application_id FROM submission_keys
        WHERE user_id = $1 AND grant_id = $2 AND answers_hash = $3`,
      [key.userId, key.grantId, key.answersHash],
    );
    return rows[0]?.application_id;
  }

  async forget(applicationId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM submission_keys WHERE application_id = $1`, [applicationId]);
  }
}

/**
 * The hash of a set of answers, the same whatever the order of their keys: over JSON with the
 * keys sorted (the values are texts and lists of texts, whose order is meaningful). Keyed
 * (HMAC-SHA-256, the service's lookup key): the answers are stored encrypted, and a plain hash of
 * a short answer ("yes", a date) could be found again by guessing.
 */
export function answersHash(answers: ApplicationAnswers, lookup: LookupHash): string {
  const sorted = Object.keys(answers)
    .sort()
    .map((key) => [key, answers[key]]);
  return lookup.value('answers', JSON.stringify(sorted));
}
