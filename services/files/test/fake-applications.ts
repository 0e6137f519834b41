import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applicationInternalEndpoints, type ApplicationOwner } from '@portal/contract';
import { serviceCredentialHeader } from '@portal/nest-kit';
import type { TestAccount } from '@portal/nest-kit/testing';

/**
 * The applications service's `/internal/applications/:id/owner` and `draft-ids` over real HTTP,
 * answering for applications (and drafts) the test creates here, and checking the services'
 * credential as it does.
 */
export class FakeApplications {
  private readonly owners = new Map<string, ApplicationOwner>();
  private server: Server | undefined;
  url = '';

  constructor(private readonly serviceSecret: string) {}

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
      applicantEmail: applicant.profile.email,
      grantTitle,
      applicantName,
      draft: false,
      applicantUploadKeys: null,
    });
    return applicationId;
  }

  /** A draft of `member` (issue 12): theirs alone, by account; answers its id. */
  createDraft(member: TestAccount, grantTitle = 'Post-secondary Scholarship'): string {
    const applicationId = this.create(member, grantTitle);
    this.change(applicationId, { draft: true, applicantEmail: null });
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

  /** While true, every call is answered 503, as the gateway answers for a service that is down. */
  unavailable = false;

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    const server = createServer((request, response) => {
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.headers[serviceCredentialHeader] !== this.serviceSecret) return answer(404);
      if (this.unavailable) return answer(503, { statusCode: 503, code: 'service.unavailable' });
      if (request.method === 'POST' && request.url === applicationInternalEndpoints.draftIds.path) {
        let text = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (text += chunk));
        request.on('end', () => {
          const body = applicationInternalEndpoints.draftIds.request.safeParse(
            JSON.parse(text || 'null'),
          );
          if (!body.success) return answer(400, { statusCode: 400 });
          answer(200, {
            draftIds: body.data.ids.filter((id) => this.owners.get(id)?.draft === true),
          });
        });
        return;
      }
      const owner = /^\/internal\/applications\/([^/]+)\/owner$/.exec(request.url ?? '');
      if (request.method !== 'GET' || !owner) return answer(404);
      const applicationId = decodeURIComponent(owner[1]);
      answer(
        200,
        this.owners.get(applicationId) ?? {
          applicationId,
          exists: false,
          userId: null,
          applicantEmail: null,
          grantTitle: null,
          applicantName: null,
          draft: false,
          applicantUploadKeys: null,
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
}
