import { Inject, Injectable } from '@nestjs/common';
import {
  applicationInternalEndpoints,
  type ApplicationForReview,
  type ReviewableApplication,
} from '@portal/contract';
import { DomainException, InternalCallRefused, type InternalClient } from '@portal/nest-kit';
import { APPLICATIONS_SERVICE } from './other-services.js';

/** What the applications service has: a grant's applications, and one with its answers. */
@Injectable()
export class ApplicationsClient {
  constructor(@Inject(APPLICATIONS_SERVICE) private readonly applications: InternalClient) {}

  /** The grant's applications, oldest first. */
  async ofGrant(grantId: string): Promise<ReviewableApplication[]> {
    const answer = await this.applications.call(applicationInternalEndpoints.reviewable, {
      params: { grantId },
    });
    return answer.applications;
  }

  /** These applications with their answers, in the order asked (200 at most). */
  async forReviewBatch(ids: string[]): Promise<ApplicationForReview[]> {
    if (ids.length === 0) return [];
    const answer = await this.applications.call(applicationInternalEndpoints.forReviewBatch, {
      body: { ids },
    });
    return answer.applications;
  }

  /** The application with its answers; 404 when there is none. */
  async forReview(applicationId: string): Promise<ApplicationForReview> {
    try {
      return await this.applications.call(applicationInternalEndpoints.forReview, {
        params: { id: applicationId },
      });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404)
        throw new DomainException('review.not_found', 'Application not found');
      throw error;
    }
  }
}
