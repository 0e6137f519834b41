import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A session its member signed out of: its token is refused from then on, though it has not
 * expired. Kept until it would have expired anyway.
 */
@Entity({ name: 'signed_out_sessions' })
@Index('signed_out_sessions_expiry', ['expiresAt'])
export class SignedOutSessionEntity {
  /** The token's `jti`. */
  @PrimaryColumn({ name: 'session_id', type: 'text' })
  sessionId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
