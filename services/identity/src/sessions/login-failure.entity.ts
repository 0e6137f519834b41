import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed sign-in, by account or by address (both as keyed hashes). Kept in the database,
 * not in memory, so that every replica of identity counts the same failures.
 */
@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @CreateDateColumn({ name: 'failed_at', type: 'timestamptz' })
  failedAt!: Date;
}
