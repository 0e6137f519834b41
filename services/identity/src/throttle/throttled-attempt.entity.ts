import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One attempt (a sign-in, a registration) by a subject: an account or an address, as keyed
 * hashes, prefixed by the rule. Kept in the database, not in memory, so that every replica of
 * identity counts the same attempts.
 */
@Entity({ name: 'throttled_attempts' })
@Index('throttled_attempts_subject_time', ['subject', 'attemptedAt'])
@Index('throttled_attempts_time', ['attemptedAt'])
export class ThrottledAttemptEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'attempted_at', type: 'timestamptz', default: () => 'now()' })
  attemptedAt!: Date;
}
