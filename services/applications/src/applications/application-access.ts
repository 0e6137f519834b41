import { Injectable } from '@nestjs/common';
import { isReviewer } from '@portal/contract';
import { DomainException, IdentityClient, type AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationCipher } from './application-cipher.js';
import type { ApplicationOwnerRecord } from './application-record.js';
import { ApplicationsRepository } from './applications.repository.js';

export const applicationNotFound = () =>
  new DomainException('application.not_found', 'Application not found');

/** Decisions §3's sentence for anyone who is neither a reviewer nor the applicant. */
export const notYourApplication = "You don't have permission to view this application.";

/**
 * "R, or the applicant" (decisions §3), and "the applicant only" (issue 12: resubmitting and
 * withdrawing are the applicant's own calls). Whose an application is is decided before anything
 * is decrypted: a probe of another's id opens nothing.
 */
@Injectable()
export class ApplicationAccess {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly identity: IdentityClient,
    private readonly cipher: ApplicationCipher,
  ) {}

  /** A reviewer, or the applicant; others 403 with decisions §3's sentence; none 404. */
  async readable(id: string, caller: AuthenticatedCaller): Promise<{ reviewer: boolean }> {
    if (isReviewer(caller.principal)) return { reviewer: true };
    await this.applicantOnly(id, caller, notYourApplication);
    return { reviewer: false };
  }

  /**
   * The applicant only, by account or email in any case. A reviewer who is not the applicant
   * is told `reviewerRefusal`; anyone else decisions §3's sentence; an unknown id is 404.
   */
  async applicantOnly(
    id: string,
    caller: AuthenticatedCaller,
    reviewerRefusal: string,
  ): Promise<void> {
    const owner = await this.applications.owner(id);
    if (!owner) throw applicationNotFound();
    if (await this.isApplicant(owner, caller)) return;
    throw new DomainException(
      'application.forbidden',
      isReviewer(caller.principal) ? reviewerRefusal : notYourApplication,
    );
  }

  /** Their account, or their email in any case (decisions §3), compared as keyed hashes. */
  private async isApplicant(
    owner: ApplicationOwnerRecord,
    caller: AuthenticatedCaller,
  ): Promise<boolean> {
    if (owner.userId === caller.principal.id) return true;
    const { email } = await this.identity.callerProfile(caller.token);
    return this.cipher.emailHash(email) === owner.applicantEmailHash;
  }
}
