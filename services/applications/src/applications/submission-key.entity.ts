import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * "This applicant sent these answers to this grant, and it became that application", for a
 * few seconds (decisions §4: a double click or a retry is answered with the first application).
 * The primary key is what decides between two submissions arriving together: see
 * submission-keys.repository.ts.
 */
@Entity({ name: 'submission_keys' })
@Index('submission_keys_application', ['applicationId'])
@Index('submission_keys_expiry', ['expiresAt'])
export class SubmissionKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'grant_id', type: 'uuid' })
  grantId!: string;

  /** HMAC-SHA-256 (base64url) of the answers in canonical JSON (`answersHash`). */
  @PrimaryColumn({ name: 'answers_hash', type: 'text' })
  answersHash!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
