import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, UserType } from '@portal/contract';
import { PrincipalSource, type TokenClaims } from '@portal/nest-kit';
import { DataSource } from 'typeorm';

interface PrincipalRow {
  id: string;
  user_type: UserType;
  education: boolean;
  harvesting: boolean;
  community_outreach: boolean;
  email_confirmed: boolean;
}

/**
 * Identity reads the caller's role and flags from its own table on every call, in the same
 * query that checks the session was not signed out, nor begun before the account's password
 * was reset (`sessions_valid_from`): one indexed lookup per call.
 */
@Injectable()
export class SessionPrincipalSource extends PrincipalSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async principalFor(claims: TokenClaims): Promise<Principal | undefined> {
    const [row] = await this.dataSource.query<PrincipalRow[]>(
      `SELECT id, user_type, education, harvesting, community_outreach,
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
          emailConfirmed: row.email_confirmed,
        }
      : undefined;
  }
}
