import { notificationInternalEndpoints, type AccountEmail } from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';

/**
 * The notifications service's `account-emails` endpoint over real HTTP, as specified: the body
 * checked against the contract, each email "sent" once by its id. It can be told to fail, or be
 * stopped and started again, to see identity's outbox keep the emails.
 */
export class FakeAccountMail extends FakeInternalService {
  /** Each email sent, once, in order of arrival. */
  readonly sent: AccountEmail[] = [];
  failWith: number | undefined;

  static async start(serviceSecret: string): Promise<FakeAccountMail> {
    const mail = new FakeAccountMail(serviceSecret);
    await mail.listen();
    return mail;
  }

  /** The emails sent to `address`, oldest first. */
  to(address: string): AccountEmail[] {
    return this.sent.filter((email) => email.to.address === address);
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    const endpoint = notificationInternalEndpoints.accountEmails;
    if (call.method !== endpoint.method || call.url !== endpoint.path) return { status: 404 };
    const json = await call.json();
    if (this.failWith) return { status: this.failWith, body: { statusCode: this.failWith } };
    const body = endpoint.request.safeParse(json);
    if (!body.success) return { status: 400, body: { statusCode: 400 } };
    let sent = 0;
    for (const email of body.data.emails) {
      if (this.sent.some((earlier) => earlier.id === email.id)) continue;
      this.sent.push(email);
      sent += 1;
    }
    return { status: 200, body: { sent } };
  }
}
