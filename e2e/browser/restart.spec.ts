import { PortalProcess } from '../support/portal-process.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

/** Decisions §1: Ctrl-C stops everything cleanly, and the next start finds all data again. */
describe('stopping and starting the portal', () => {
  let portal: PortalProcess;

  beforeAll(async () => {
    portal = await PortalProcess.start();
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  it('stops on Ctrl-C with exit code 0 and comes back with the same accounts', async () => {
    const member = {
      firstName: 'Rita',
      lastName: 'Stays',
      email: 'rita@e2e.example',
      cardNumber: 'RS-KEEP-1',
      password: 'rita keeps her account',
    };
    await registerThroughApi(portal.url, member);

    expect(await portal.stop()).toBe(0);
    expect(portal.log).toContain('[portal] stopped');
    await expect(fetch(`${portal.url}/api/health`)).rejects.toThrow();

    await portal.restart();
    const session = await signInThroughApi(portal.url, member.email, member.password);
    expect(session.user).toMatchObject({
      firstName: 'Rita',
      lastName: 'Stays',
      cardNumber: 'RS-KEEP-1',
    });
  });
});
