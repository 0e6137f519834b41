import { randomUUID } from 'node:crypto';
import {
  applicationInternalEndpoints,
  noApplicationOwner,
  type ApplicationOwner,
  type FileRemovalEvent,
} from '@portal/contract';
import {
  FakeInternalService,
  type FakeAnswer,
  type FakeCall,
  type TestAccount,
} from '@portal/nest-kit/testing';

/**
 * The applications service's `/internal/applications/:id/owner`, `draft-ids` and `file-removals`
 * over real HTTP, answering for applications (and drafts) the test creates here, and checking
 * the services' credential as it does.
 */
export class FakeApplications extends FakeInternalService {
  private readonly owners = new Map<string, ApplicationOwner>();
  /** While true, every call is answered 503, as the gateway answers for a service that is down. */
  unavailable = false;
  /** While true, file removals are answered 503 (the other calls as usual). */
  refusingFileRemovals = false;
  /** Every file removal delivered, redeliveries included, in the order they came. */
  readonly fileRemovals: FileRemovalEvent[] = [];

  static async start(serviceSecret: string): Promise<FakeApplications> {
    const applications = new FakeApplications(serviceSecret);
    await applications.listen();
    return applications;
  }

  /** A new application of `applicant`; answers its id. */
  create(applicant: TestAccount, grantTitle = 'Post-secondary Scholarship'): string {
    const applicantName = `${applicant.profile.firstName} ${applicant.profile.lastName}`;
    const applicationId = randomUUID();
    this.owners.set(applicationId, {
      applicationId,
      exists: true,
      userId: applicant.principal.id,
      grantTitle,
      applicantName,
      draft: false,
      applicantUploadKeys: null,
    });
    return applicationId;
  }

  /** A draft of `member`: theirs alone, by account; answers its id. */
  createDraft(member: TestAccount, grantTitle = 'Post-secondary Scholarship'): string {
    const applicationId = this.create(member, grantTitle);
    this.change(applicationId, { draft: true });
    return applicationId;
  }

  /** Changes what the applications service answers for this id (a submitted draft, a request). */
  change(applicationId: string, changes: Partial<ApplicationOwner>): void {
    const owner = this.owners.get(applicationId);
    if (!owner) throw new Error(`no application ${applicationId}`);
    this.owners.set(applicationId, { ...owner, ...changes });
  }

  /** The application is deleted (the applications service answers exists: false). */
  delete(applicationId: string): void {
    this.owners.delete(applicationId);
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    if (this.unavailable)
      return { status: 503, body: { statusCode: 503, code: 'service.unavailable' } };
    const draftIds = applicationInternalEndpoints.draftIds;
    if (call.method === draftIds.method && call.url === draftIds.path) {
      const body = draftIds.request.safeParse(await call.json());
      if (!body.success) return { status: 400, body: { statusCode: 400 } };
      return {
        status: 200,
        body: { draftIds: body.data.ids.filter((id) => this.owners.get(id)?.draft === true) },
      };
    }
    const fileRemovals = applicationInternalEndpoints.fileRemovals;
    if (call.method === fileRemovals.method && call.url === fileRemovals.path) {
      if (this.refusingFileRemovals)
        return { status: 503, body: { statusCode: 503, code: 'service.unavailable' } };
      const body = fileRemovals.request.safeParse(await call.json());
      if (!body.success) return { status: 400, body: { statusCode: 400 } };
      this.fileRemovals.push(...body.data.events);
      return { status: 200, body: { applied: body.data.events.length } };
    }
    const owner = /^\/internal\/applications\/([^/]+)\/owner$/.exec(call.url);
    if (call.method !== 'GET' || !owner) return { status: 404 };
    const applicationId = decodeURIComponent(owner[1]);
    return {
      status: 200,
      body: this.owners.get(applicationId) ?? noApplicationOwner(applicationId),
    };
  }
}
