import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { fakeDataPageCalls } from './fake-web-root.js';
import { sessionToken, testJwtSecret } from './session-tokens.js';
import { TestGateways } from './test-gateways.js';

/** Each request speaks from the address it is given; a new one for each test. */
let nextAddress = 10;
const ownAddress = () => `127.0.2.${nextAddress++}`;

/** What the fake mf-member draws with data, and what its build drew (page drawing's fallback). */
const drawnWithData = '/my-applications drawn with:';
const drawnByTheBuild = 'drawn applications page';
/** The calls one /my-applications page makes (two, then one that follows from an answer). */
const callsPerPage = fakeDataPageCalls.length;

/**
 * A member's data pages (@portal/page-drawing's DataPages) cost the services what their calls cost: they are
 * drawn only for a token the gateway verified itself, and count against the same per-minute
 * limits as the API calls they make, per address and per account.
 */
describe("the gateway's limits on drawn pages", () => {
  const gateways = new TestGateways();
  const { services, logLines } = gateways;

  /** A gateway with `limits` (its settings), at the address it answers on. */
  const startGateway = async (limits: Record<string, string>) =>
    (await gateways.gateway(limits)).base;

  beforeAll(() => gateways.start());

  afterAll(() => gateways.stop());

  /** The data page, asked from `address` with `token` in its page-session cookie. */
  const page = async (base: string, address: string, token: string) => {
    const response = await fetch(`${base}/my-applications`, {
      headers: { cookie: `portal-page-session=${token}` },
      dispatcher: new Agent({ localAddress: address }),
    });
    return { status: response.status, html: await response.text() };
  };
  const api = async (base: string, address: string, token: string) => {
    const response = await fetch(`${base}/api/grants`, {
      headers: { authorization: `Bearer ${token}` },
      dispatcher: new Agent({ localAddress: address }),
    });
    return { response, body: (await response.json()) as { message?: string } };
  };
  /** The services' calls made with `token` since the count `from`. */
  const callsWith = (token: string, from = 0) =>
    services.seen.slice(from).filter((seen) => seen.headers.authorization === `Bearer ${token}`);

  describe('per address (RATE_LIMIT_PER_MINUTE)', () => {
    let base: string;
    beforeAll(async () => {
      base = await startGateway({
        RATE_LIMIT_PER_MINUTE: '10',
        RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '0',
      });
    });

    it('spends a request of the budget per call a page makes: the calls stop at the limit, and the pages are still answered, as the build drew them', async () => {
      const address = ownAddress();
      const token = sessionToken();
      const pages = [];
      for (let count = 0; count < 8; count++) pages.push(await page(base, address, token));

      expect(pages.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      // Three pages' calls fit in 10; the fourth's would pass it, and is not asked at all.
      expect(callsWith(token)).toHaveLength(3 * callsPerPage);
      expect(pages.map((answer) => answer.html.includes(drawnWithData))).toEqual([
        ...Array(3).fill(true),
        ...Array(5).fill(false),
      ]);
      for (const answer of pages.slice(3)) expect(answer.html).toContain(drawnByTheBuild);
    });

    it("counts the pages' calls and the address's own API calls against one budget", async () => {
      const address = ownAddress();
      const token = sessionToken();
      // Three pages spend 9 of the 10; the fourth passes the limit.
      for (let count = 0; count < 4; count++) await page(base, address, token);
      const { response, body } = await api(base, address, token);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body.message).toMatch(/^Too many requests from your address\./);
      // Another address is not affected.
      expect((await page(base, ownAddress(), token)).html).toContain(drawnWithData);
    });
  });

  describe('per account (RATE_LIMIT_PER_ACCOUNT_PER_MINUTE)', () => {
    let base: string;
    beforeAll(async () => {
      base = await startGateway({
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '7',
      });
    });

    it("counts a member's pages and API calls from every address against one budget", async () => {
      const member = randomUUID();
      const token = sessionToken({ sub: member });
      const answers = [];
      for (let count = 0; count < 4; count++) answers.push(await page(base, ownAddress(), token));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      // Two pages' calls (6) fit in 7; the third page would pass it.
      expect(callsWith(token)).toHaveLength(2 * callsPerPage);
      expect(answers.map((answer) => answer.html.includes(drawnWithData))).toEqual([
        true,
        true,
        false,
        false,
      ]);
      // The same account signed in elsewhere (another session) shares the budget.
      const elsewhere = sessionToken({ sub: member });
      const { response, body } = await api(base, ownAddress(), elsewhere);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body.message).toMatch(
        /^Too many requests from your account\. Please wait \d+ seconds/,
      );
      // Another member is not affected.
      expect((await page(base, ownAddress(), sessionToken())).html).toContain(drawnWithData);
    });

    it('stops API calls past the limit, whatever the address', async () => {
      const token = sessionToken();
      const statuses: number[] = [];
      for (let count = 0; count < 8; count++) {
        statuses.push((await api(base, ownAddress(), token)).response.status);
      }
      expect(statuses).toEqual([...Array(7).fill(200), 429]);
    });

    it("never counts a token it cannot verify against the account it names: a forger cannot spend a member's budget", async () => {
      const member = randomUUID();
      const forged = sessionToken({ sub: member, key: `${testJwtSecret}-guessed` });
      const statuses: number[] = [];
      for (let count = 0; count < 10; count++) {
        statuses.push((await api(base, ownAddress(), forged)).response.status);
      }
      // Passed on to the services, which refuse it (the fake ones echo).
      expect(statuses).toEqual(Array(10).fill(200));
      expect((await api(base, ownAddress(), sessionToken({ sub: member }))).response.status).toBe(
        200,
      );
    });
  });

  describe('a cookie the gateway cannot vouch for', () => {
    let base: string;
    beforeAll(async () => {
      base = await startGateway({});
    });

    const now = () => Math.floor(Date.now() / 1000);
    const member = randomUUID();
    const cookies: Array<[string, () => string]> = [
      ['signed with another key', () => sessionToken({ sub: member, key: `${testJwtSecret}!` })],
      ['signed HS512 with the right key', () => sessionToken({ algorithm: 'HS512' })],
      ['unsigned (alg: none)', () => sessionToken({ algorithm: 'none', key: '' })],
      [
        'with its payload altered',
        () => {
          const [header, , signature] = sessionToken().split('.');
          const payload = Buffer.from(JSON.stringify({ sub: member, jti: 'x' })).toString(
            'base64url',
          );
          return `${header}.${payload}.${signature}`;
        },
      ],
      ['expired', () => sessionToken({ claims: { iat: now() - 7200, exp: now() - 60 } })],
      ['that never expires', () => sessionToken({ claims: { exp: undefined } })],
      ['issued an hour from now', () => sessionToken({ claims: { iat: now() + 3600 } })],
      ['naming a subject that is not a user id', () => sessionToken({ sub: 'admin' })],
      ['with a numeric session id', () => sessionToken({ claims: { jti: 42 } })],
      ['from another issuer', () => sessionToken({ claims: { iss: 'someone-else' } })],
      ['for another audience', () => sessionToken({ claims: { aud: 'another-app' } })],
      ['that is no token at all', () => 'not-a-token'],
      ['that would break a request line', () => 'tok%0D%0Ax-portal-user%3A%20admin'],
    ];

    it.each(cookies)(
      'draws the page signed out when the cookie holds a token %s: no service is asked, no line is logged',
      async (_how, cookie) => {
        const seenBefore = services.seen.length;
        const linesBefore = logLines.length;
        const answers = [];
        for (let count = 0; count < 5; count++)
          answers.push(await page(base, ownAddress(), cookie()));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.html).toContain(drawnByTheBuild);
          expect(answer.html).not.toContain('portal-drawn-answers');
        }
        expect(services.seen.length).toBe(seenBefore);
        // Only the routine line of each request, at debug (20): nothing an operator sees.
        const levels = logLines
          .slice(linesBefore)
          .map((line) => (JSON.parse(line) as { level: number }).level);
        expect(levels.filter((level) => level > 20)).toEqual([]);
      },
    );

    it('draws the page with data for a token as identity signs it (the same gateway)', async () => {
      expect((await page(base, ownAddress(), sessionToken())).html).toContain(drawnWithData);
    });
  });

  describe('a signed-out session', () => {
    let base: string;
    beforeAll(async () => {
      base = await startGateway({});
    });

    it("asks the services only the first time: their 401 is remembered until the token expires, and the member's other sessions go on", async () => {
      const member = randomUUID();
      const signedOut = sessionToken({ sub: member });
      services.tokens.set(signedOut, 'refused');
      const first = await page(base, ownAddress(), signedOut);
      expect(first.status).toBe(200);
      expect(first.html).toContain(drawnByTheBuild);
      const firstCalls = callsWith(signedOut).length;
      expect(firstCalls).toBeGreaterThan(0);

      const seenBefore = services.seen.length;
      for (let count = 0; count < 5; count++) {
        const again = await page(base, ownAddress(), signedOut);
        expect(again.status).toBe(200);
        expect(again.html).toContain(drawnByTheBuild);
      }
      expect(callsWith(signedOut, seenBefore)).toHaveLength(0);
      expect((await page(base, ownAddress(), sessionToken({ sub: member }))).html).toContain(
        drawnWithData,
      );
    });
  });
});
