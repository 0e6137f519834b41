import { randomUUID } from 'node:crypto';
import type {
  ApplicationForReview,
  ApplicationState,
  ReviewDecisionEvent,
  Section,
} from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';

/**
 * The applications and grants services' internal endpoints the reviews service calls, over real
 * HTTP, answering from grants and applications the test puts here.
 */
export class FakeApplicationsAndGrants extends FakeInternalService {
  private readonly grants = new Map<string, { title: string; leadId: string | null }>();
  private readonly applications = new Map<string, ApplicationForReview>();
  /** When set, every call is answered with this status (the services up, but failing). */
  failWith: number | undefined;
  /** Every decision event delivered, repeats included, in order of arrival. */
  readonly decisionsReceived: ReviewDecisionEvent[] = [];
  /** Decision events applied, by id: as the real service, each once. */
  readonly decisionsApplied = new Set<string>();

  static async start(serviceSecret: string): Promise<FakeApplicationsAndGrants> {
    const fake = new FakeApplicationsAndGrants(serviceSecret);
    await fake.listen();
    return fake;
  }

  grant(leadId: string | null, title = 'Post-secondary support'): string {
    const grantId = randomUUID();
    this.grants.set(grantId, { title, leadId });
    return grantId;
  }

  /** An application to the grant by the applicant; its reference counts up. */
  apply(
    grantId: string,
    applicant: { id: string; name: string; email: string },
    sections: Section[],
    answers: Record<string, string | string[]>,
    status: ApplicationState = 'submitted',
  ): ApplicationForReview {
    const number = this.applications.size + 1;
    const application: ApplicationForReview = {
      applicationId: randomUUID(),
      grantId,
      grantTitle: this.grants.get(grantId)?.title ?? '',
      userId: applicant.id,
      reference: `EDU-2026-${String(number).padStart(6, '0')}`,
      status,
      // Oldest first: one second apart.
      dateSubmitted: new Date(Date.UTC(2026, 9, 1, 0, 0, number)).toISOString(),
      applicantName: applicant.name,
      applicantEmail: applicant.email,
      sections,
      answers,
    };
    this.applications.set(application.applicationId, application);
    return application;
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    if (this.failWith) return { status: this.failWith, body: { statusCode: this.failWith } };
    const url = call.url;
    let match = /^\/internal\/grants\/([^/]+)\/lead$/.exec(url);
    if (match) {
      const grant = this.grants.get(match[1]);
      return grant
        ? { status: 200, body: { grantId: match[1], ...grant } }
        : { status: 404, body: { statusCode: 404 } };
    }
    match = /^\/internal\/applications\/by-grant\/([^/]+)$/.exec(url);
    if (match) {
      const applications = [...this.applications.values()]
        .filter((application) => application.grantId === match?.[1])
        .map(({ applicationId, userId, reference, status, dateSubmitted, applicantName }) => ({
          applicationId,
          userId,
          reference,
          status,
          dateSubmitted,
          applicantName,
        }));
      return { status: 200, body: { applications } };
    }
    if (call.method === 'POST' && url === '/internal/applications/decisions') {
      const { events } = (await call.json()) as { events: ReviewDecisionEvent[] };
      let applied = 0;
      for (const event of events) {
        this.decisionsReceived.push(event);
        if (this.decisionsApplied.has(event.eventId)) continue;
        this.decisionsApplied.add(event.eventId);
        const application = this.applications.get(event.applicationId);
        if (application && application.status !== event.status) {
          application.status = event.status;
          applied += 1;
        }
      }
      return { status: 200, body: { applied } };
    }
    if (call.method === 'POST' && url === '/internal/applications/for-review') {
      const { ids } = (await call.json()) as { ids: string[] };
      const applications = ids
        .map((id) => this.applications.get(id))
        .filter((each): each is ApplicationForReview => each !== undefined);
      return { status: 200, body: { applications } };
    }
    match = /^\/internal\/applications\/([^/]+)\/for-review$/.exec(url);
    if (match) {
      const application = this.applications.get(match[1]);
      return application
        ? { status: 200, body: application }
        : { status: 404, body: { statusCode: 404 } };
    }
    return { status: 404 };
  }
}
