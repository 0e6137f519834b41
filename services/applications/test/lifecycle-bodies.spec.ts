import { ApplicationsUnderTest } from './applications-under-test.js';

/**
 * `body` as JSON text with the value `"…"` nested `depth` arrays deep in its place
 * (`[[[…"deep"…]]]`; written as text, as JSON.stringify would overflow its stack).
 */
function withValueNestedDeep(body: unknown, depth: number): string {
  return JSON.stringify(body).replace('"…"', `${'['.repeat(depth)}"deep"${']'.repeat(depth)}`);
}

/**
 * the routes (drafts, more information asked and given, withdrawal) against bodies no
 * screen sends: over the 1 MiB limit, nested ten thousand deep, not JSON at all. Each is refused
 * with its code and a sentence, and nothing changes: no draft is made, the application keeps
 * its status and its answers.
 */
describe('the routes refuse bodies no screen sends', () => {
  const service = new ApplicationsUnderTest();
  let grantId: string;
  type Kept = { _id: string; status: string; answers: Record<string, unknown> };
  let application: Kept;
  /** Asked for more information about question 0-0: the one that may be resubmitted. */
  let asked: Kept;

  beforeAll(async () => {
    await service.start();
    grantId = service.publishedGrant('Bodies Fund');
    application = await service.apply(grantId);
    const other = await service.apply(service.publishedGrant('Other Fund'));
    asked = (
      await service.call('POST', `/api/grant-applications/${other._id}/more-info-request`, {
        body: { message: 'Please say more.', questionKeys: ['0-0'] },
        as: service.reviewer,
      })
    ).body as Kept;
  });
  afterAll(() => service.destroy());

  /** Each route with the account that may call it and a body it would otherwise take. */
  const routes = () => [
    {
      name: 'save a draft',
      path: '/api/grant-applications/drafts',
      as: service.otherMember,
      body: (answer: unknown) => ({ grantId, answers: { '0-0': answer } }),
    },
    {
      name: 'ask for more information',
      path: `/api/grant-applications/${application._id}/more-info-request`,
      as: service.reviewer,
      body: (answer: unknown) => ({ message: answer, questionKeys: ['0-0'] }),
    },
    {
      name: 'resubmit',
      path: `/api/grant-applications/${asked._id}/resubmit`,
      as: service.member,
      body: (answer: unknown) => ({ answers: { '0-0': answer } }),
    },
    {
      name: 'withdraw',
      path: `/api/grant-applications/${application._id}/withdraw`,
      as: service.member,
      body: (answer: unknown) => ({ reason: answer }),
    },
  ];

  const unchanged = async () => {
    for (const kept of [application, asked]) {
      const now = await service.call('GET', `/api/grant-applications/${kept._id}`, {
        as: service.member,
      });
      expect(now.body).toMatchObject({ status: kept.status, answers: kept.answers });
    }
    const drafts = await service.call('GET', '/api/grant-applications/drafts', {
      as: service.otherMember,
    });
    expect(drafts.body).toEqual([]);
  };

  /** Each body as text (from the route's body with a placeholder), and what it is answered. */
  const badBodies = [
    {
      what: 'a body over 1 MiB: 413 request.too_large',
      text: (body: (value: unknown) => unknown) => JSON.stringify(body('x'.repeat(1_100_000))),
      answer: { status: 413, code: 'request.too_large' },
    },
    {
      what: 'a body nested ten thousand deep: 400 with a sentence',
      text: (body: (value: unknown) => unknown) => withValueNestedDeep(body('…'), 10_000),
      answer: { status: 400 },
    },
    {
      what: 'a body that is not JSON: 400 request.invalid',
      text: () => '{"answers": {"0-0": ',
      answer: { status: 400, code: 'request.invalid' },
    },
  ];

  it.each(badBodies)('answers $what, and changes nothing', async ({ text, answer }) => {
    for (const route of routes()) {
      const answered = await service.call('POST', route.path, {
        rawBody: text(route.body),
        as: route.as,
      });
      expect({ route: route.name, ...answered }).toMatchObject({
        route: route.name,
        status: answer.status,
        body: { ...('code' in answer ? { code: answer.code } : {}), message: expect.any(String) },
      });
    }
    await unchanged();
  });
});
