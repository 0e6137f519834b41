import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One attempt (a sign-in, a registration) by a subject: an account or an address, as keyed
 * hashes, prefixed by the rule. Kept in the database, not in memory, so that every replica of
 * identity counts the same attempts.
 */
@Entity({ name: 'throttled_attempts' })
export class ThrottledAttemptEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;
}
