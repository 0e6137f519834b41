import { fileInternalEndpoints, type FileApplicationEvent } from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';

/**
 * The files service's `application-events` over real HTTP: keeps the removed applications it
 * is told of, by id (a repeated event changes nothing), as the files service does.
 */
export class FakeFiles extends FakeInternalService {
  readonly removed = new Set<string>();
  /** Every event received, repeats included. */
  readonly received: FileApplicationEvent[] = [];

  static async start(serviceSecret: string): Promise<FakeFiles> {
    const files = new FakeFiles(serviceSecret);
    await files.listen();
    return files;
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    const endpoint = fileInternalEndpoints.applicationEvents;
    if (call.method !== endpoint.method || call.url !== endpoint.path) return { status: 404 };
    const body = endpoint.request.safeParse(await call.json());
    if (!body.success) return { status: 400, body: { statusCode: 400 } };
    for (const event of body.data.events) {
      this.received.push(event);
      if (event.kind === 'removed') this.removed.add(event.applicationId);
    }
    return { status: 200, body: { applied: body.data.events.length } };
  }
}
