/**
 * In Node with Node's exports, as the gateway runs the bundle (react-dom/static's Node build):
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { aGrantSummary, anApplicationSummary } from '../test/factories.js';
import { dataPageCalls, drawDataPage } from './data-pages.js';

const grant = aGrantSummary({ title: 'Return to School Fund' });
const [grantsPath, applicationsPath, draftsPath] = dataPageCalls['/apply-grant'] ?? [];

describe("the member's pages the gateway draws with their data", () => {
  it("asks, for /apply-grant, the page's own calls: the grants, the member's applications and drafts", () => {
    expect(dataPageCalls).toEqual({
      '/apply-grant': [
        '/api/available-grants',
        '/api/grant-applications?userOnly=true',
        '/api/grant-applications/drafts',
      ],
    });
  });

  it("draws /apply-grant with the grant cards and their Apply Now, and the member's applications", async () => {
    const applied = aGrantSummary({ title: 'Trades Training Grant' });
    const html = await drawDataPage(
      '/apply-grant',
      new Map<string, unknown>([
        [grantsPath, [grant, applied]],
        [
          applicationsPath,
          [anApplicationSummary({ grantId: applied._id, grantTitle: applied.title })],
        ],
        [draftsPath, []],
      ]),
    );
    expect(html).toContain('Return to School Fund');
    const applyNow = /<a [^>]*grant-card-apply[^>]*>/.exec(html)?.[0];
    expect(applyNow).toContain(`href="/apply-grant/${grant._id}"`);
    expect(html).not.toContain('Loading grants…');
    expect(html).not.toContain('Loading your applications…');
    expect(html).not.toMatch(/<(html|body|script)/);
  });

  it('draws what was not answered as loading: the app asks it again in the browser', async () => {
    const html = await drawDataPage('/apply-grant', new Map([[grantsPath, [grant]]]));
    expect(html).toContain('Return to School Fund');
    expect(html).toContain('Loading your applications…');
  });

  it('draws no other route', async () => {
    await expect(drawDataPage('/user-dashboard', new Map())).rejects.toThrow(
      'mf-member draws no data page for /user-dashboard',
    );
  });
});
