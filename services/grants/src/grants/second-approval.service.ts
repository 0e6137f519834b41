import { Injectable } from '@nestjs/common';
import type { GrantStatus } from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import type { GrantEntity } from './grant.entity.js';

/** What the office's second approval asks of one change, once its setting has been read. */
export interface ApprovalRules {
  /** Whether the office asks for a second approver now. */
  required: boolean;
  /** Refuses (409) a publication the second approval does not allow; nothing when it is off. */
  checkPublisher(grant: GrantEntity, caller: AuthenticatedCaller): void;
}

const secondApproverRequired = (message: string) =>
  new DomainException('grant.second_approver_required', message);

/**
 * The office's second approval of grants (`grantSecondApprovalRequired`, set by admins; off as
 * installed, so the spec's flow stays): a grant is published only once it waits for approval,
 * and not by the one who submitted it. Anything a person must approve twice is checked here, by
 * the server, whatever screen or call asks. The setting is read from identity only for changes
 * it concerns (publishing, submitting), so every other edit costs nothing more.
 */
@Injectable()
export class SecondApproval {
  constructor(private readonly identity: IdentityClient) {}

  async rulesFor(status: GrantStatus | undefined): Promise<ApprovalRules> {
    const required =
      status === 'published' || status === 'pendingApproval'
        ? (await this.identity.officeSettings()).grantSecondApprovalRequired
        : false;
    return {
      required,
      checkPublisher(grant, caller) {
        if (!required) return;
        if (grant.status !== 'pendingApproval')
          throw secondApproverRequired(
            'This grant must be submitted for approval first; another staff member then publishes it.',
          );
        if (grant.submittedBy === caller.principal.id)
          throw secondApproverRequired(
            'Another staff member must publish this grant: you submitted it for approval.',
          );
      },
    };
  }

  /** A new grant sent as published, with the second approval on, is refused. */
  async refuseCreatingPublished(): Promise<void> {
    if ((await this.identity.officeSettings()).grantSecondApprovalRequired)
      throw secondApproverRequired(
        'A new grant cannot start published: save it, submit it for approval, and another staff member publishes it.',
      );
  }
}
