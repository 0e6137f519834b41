import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, UserType } from '@portal/contract';
import { sessionRevokedChannel, type TokenClaims } from '@portal/nest-kit';
import { DataSource } from 'typeorm';

interface PrincipalRow {
  id: string;
  user_type: UserType;
  education: boolean;
  harvesting: boolean;
  community_outreach: boolean;
  languages: boolean;
  email_confirmed: boolean;
}

/** Every query on sessions: who a live session is, and the sessions signed out. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The caller's role and flags, in the same query that checks the session was not signed out,
   * nor begun before the account's password was reset (`sessions_valid_from`): one indexed
   * lookup per call. Undefined for a session that is no longer valid.
   */
  async principalOf(claims: TokenClaims): Promise<Principal | undefined> {
    const [row] = await this.dataSource.query<PrincipalRow[]>(
      `SELECT id, user_type, education, harvesting, community_outreach, languages,
              email_confirmed_at IS NOT NULL AS email_confirmed
         FROM users
        WHERE id = $1
          AND (sessions_valid_from IS NULL OR $3 >= extract(epoch FROM sessions_valid_from))
          AND NOT EXISTS (SELECT 1 FROM signed_out_sessions WHERE session_id = $2)`,
      [claims.sub, claims.jti, claims.iat],
    );
    return row
      ? {
          id: row.id,
          userType: row.user_type,
          education: row.education,
          harvesting: row.harvesting,
          communityOutreach: row.community_outreach,
          languages: row.languages,
          emailConfirmed: row.email_confirmed,
        }
      : undefined;
  }

  /**
   * Writes the session as signed out and tells every replica of every service
   * (`session_revoked`, sent on commit).
   */
  async signOut(claims: TokenClaims): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO signed_out_sessions (session_id, user_id, expires_at)
         VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (session_id) DO NOTHING`,
        [claims.jti, claims.sub, claims.exp],
      );
      await manager.query('SELECT pg_notify($1, $2)', [sessionRevokedChannel, claims.jti]);
      // A signed-out token that has expired is refused anyway: its row is no longer needed.
      await manager.query('DELETE FROM signed_out_sessions WHERE expires_at < now()');
    });
  }
}
