import { Injectable } from '@nestjs/common';
import { isReviewer } from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationsRepository } from './applications.repository.js';

export const applicationNotFound = () =>
  new DomainException('application.not_found', 'Application not found');

/** Decisions §3's sentence for anyone who is neither a reviewer nor the applicant. */
export const notYourApplication = "You don't have permission to view this application.";

/**
 * "R, or the applicant" (decisions §3), and "the applicant only" (resubmitting and
 * withdrawing are the applicant's own calls). Whose an application is is decided before anything
 * is decrypted: a probe of another's id opens nothing.
 */
@Injectable()
export class ApplicationAccess {
  constructor(private readonly applications: ApplicationsRepository) {}

  /** A reviewer, or the applicant; others 403 with decisions §3's sentence; none 404. */
  async readable(id: string, caller: AuthenticatedCaller): Promise<{ reviewer: boolean }> {
    if (isReviewer(caller.principal)) return { reviewer: true };
    await this.applicantOnly(id, caller, notYourApplication);
    return { reviewer: false };
  }

  /**
   * The applicant only: the account that submitted it (decisions §3: never by email, which a
   * later account may hold, after the first was deleted or given another). A reviewer who is not the applicant
   * is told `reviewerRefusal`; anyone else decisions §3's sentence; an unknown id is 404.
   */
  async applicantOnly(
    id: string,
    caller: AuthenticatedCaller,
    reviewerRefusal: string,
  ): Promise<void> {
    const owner = await this.applications.owner(id);
    if (!owner) throw applicationNotFound();
    if (owner.userId === caller.principal.id) return;
    throw new DomainException(
      'application.forbidden',
      isReviewer(caller.principal) ? reviewerRefusal : notYourApplication,
    );
  }
}
