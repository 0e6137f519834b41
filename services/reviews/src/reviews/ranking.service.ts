import { Injectable } from '@nestjs/common';
import type { RankedApplication, Ranking } from '@portal/contract';
import type { AuthenticatedCaller } from '@portal/nest-kit';
import { meanHundredths, spreadHundredths } from '../scoring/weighted-score.js';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { AssignmentsRepository } from './assignments.repository.js';
import { PanelAssignments } from './panel-assignments.service.js';
import { PanelsRepository } from './panels.repository.js';
import { ReviewAccess } from './review-access.service.js';
import { ReviewHistoryRepository } from './review-history.repository.js';

/**
 * The ranked list of a grant's applications: the mean of the submitted reviews' weighted
 * scores, highest first (unscored last), with the spread, how many reviewers are done and how
 * many stepped back. Names only for the lead and admins, or when reviewing is not blind.
 */
@Injectable()
export class RankingService {
  constructor(
    private readonly applications: ApplicationsClient,
    private readonly assignments: AssignmentsRepository,
    private readonly panels: PanelsRepository,
    private readonly history: ReviewHistoryRepository,
    private readonly spreading: PanelAssignments,
    private readonly access: ReviewAccess,
  ) {}

  async ranking(grantId: string, caller: AuthenticatedCaller): Promise<Ranking> {
    const lead = await this.access.isLead(caller, grantId);
    const applications = await this.applications.ofGrant(grantId);
    await this.spreading.spreadIfShort(grantId, caller.principal.id, applications);
    const panel = await this.panels.find(grantId);
    const blind = panel?.blind ?? true;
    const rows = await this.assignments.ofGrant(grantId);
    const recusals = await this.history.recusals(grantId);
    const ranked: RankedApplication[] = applications.map((application) => {
      const live = rows.filter(
        (row) => row.applicationId === application.applicationId && row.recusedAt === null,
      );
      const scores = live
        .filter((row) => row.state === 'submitted' && row.scoreHundredths !== null)
        .map((row) => row.scoreHundredths as number);
      const mean = meanHundredths(scores);
      const spread = spreadHundredths(scores);
      return {
        applicationId: application.applicationId,
        reference: application.reference,
        status: application.status,
        dateSubmitted: application.dateSubmitted,
        meanScore: mean === null ? null : mean / 100,
        spread: spread === null ? null : spread / 100,
        reviewsSubmitted: scores.length,
        reviewsAssigned: live.length,
        conflicts: recusals.filter((each) => each.applicationId === application.applicationId)
          .length,
        applicantName: lead || !blind ? application.applicantName : null,
      };
    });
    ranked.sort(
      (a, b) =>
        (b.meanScore ?? -1) - (a.meanScore ?? -1) ||
        a.dateSubmitted.localeCompare(b.dateSubmitted) ||
        a.applicationId.localeCompare(b.applicationId),
    );
    return { grantId, blind, applications: ranked };
  }
}
