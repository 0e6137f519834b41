/**
 * In Node with Node's exports, as the gateway runs the bundle (react-dom/static's Node build):
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { testApplicationDraft, testFileRecord } from '@portal/contract/testing';
import {
  aGrant,
  aGrantSummary,
  aGrantWithEveryQuestionType,
  anApplicationSummary,
} from '../test/factories.js';
import { dataPageCalls, drawDataPage } from './data-pages.js';

const grant = aGrantSummary({ title: 'Return to School Fund' });
const [grantsPath, applicationsPath, draftsPath] = dataPageCalls('/apply-grant', new Map()) ?? [];

describe("the member's pages the gateway draws with their data", () => {
  it("asks, for /apply-grant, the page's own calls: the grants, the member's applications and drafts", () => {
    expect(dataPageCalls('/apply-grant', new Map())).toEqual([
      '/api/available-grants',
      '/api/grant-applications?userOnly=true',
      '/api/grant-applications/drafts',
    ]);
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
    expect(dataPageCalls('/user-dashboard', new Map())).toBeUndefined();
    expect(dataPageCalls('/apply-grant/g-1/preview', new Map())).toBeUndefined();
    expect(dataPageCalls('/no-such-page', new Map())).toBeUndefined();
    await expect(drawDataPage('/user-dashboard', new Map())).rejects.toThrow(
      'mf-member draws no data page for /user-dashboard',
    );
  });

  describe('/apply-grant/{id}: the application form with the draft saved on the portal', () => {
    const form = aGrantWithEveryQuestionType({ _id: 'grant-7', title: 'Return to School Fund' });
    const address = `/apply-grant/${form._id}`;
    const draft = testApplicationDraft({
      _id: 'draft-3',
      grantId: form._id,
      answers: { '0-0': 'Nursing at the college in the fall' },
    });
    const { answers: _answers, ...draftSummary } = draft;
    const otherDraft = { ...draftSummary, _id: 'draft-9', grantId: 'grant-other' };

    it("asks the grant, the member's applications and drafts and the upload limit, then the draft of this grant and its files", () => {
      expect(dataPageCalls(address, new Map())).toEqual([
        '/api/grants/grant-7',
        applicationsPath,
        '/api/grant-applications/drafts',
        '/api/files/limits',
      ]);
      expect(dataPageCalls(address, new Map([[draftsPath, [otherDraft]]]))).toEqual([
        '/api/grants/grant-7',
        applicationsPath,
        '/api/grant-applications/drafts',
        '/api/files/limits',
      ]);
      expect(dataPageCalls(address, new Map([[draftsPath, [otherDraft, draftSummary]]]))).toEqual([
        '/api/grants/grant-7',
        applicationsPath,
        '/api/grant-applications/drafts',
        '/api/grant-applications/drafts/draft-3',
        '/api/files/application/draft-3',
        '/api/files/limits',
      ]);
    });

    it('draws the file questions with the size limit in their hint', async () => {
      const html = await drawDataPage(
        address,
        new Map<string, unknown>([
          ['/api/grants/grant-7', form],
          [applicationsPath, []],
          [draftsPath, [otherDraft]],
          ['/api/files/limits', { maxUploadBytes: 25 * 1024 * 1024 }],
        ]),
      );
      expect(html).toContain('JPG or PNG, up to 25 MB.');
    });

    it('draws the form, every question answerable, for a member with no draft', async () => {
      const html = await drawDataPage(
        address,
        new Map<string, unknown>([
          ['/api/grants/grant-7', form],
          [applicationsPath, []],
          [draftsPath, [otherDraft]],
        ]),
      );
      expect(html).toContain('<h1>Return to School Fund</h1>');
      expect(html).toMatch(/<form [^>]*data-grant="grant-7"/);
      expect(html).toMatch(/<textarea [^>]*name="answer-0-0"/);
      expect(html).toContain('name="answer-1-0"');
      expect(html).toContain('Preview Application');
      expect(html).not.toContain('Loading the grant…');
      expect(html).not.toContain('Loading your saved draft…');
      expect(html).toContain('Your answers are kept in this browser as you type.');
    });

    it("draws the draft's answers and the name of its uploaded file", async () => {
      const html = await drawDataPage(
        address,
        new Map<string, unknown>([
          ['/api/grants/grant-7', form],
          [applicationsPath, []],
          [draftsPath, [draftSummary]],
          ['/api/grant-applications/drafts/draft-3', draft],
          [
            '/api/files/application/draft-3',
            { '1-2': testFileRecord({ originalname: 'transcript.pdf' }) },
          ],
        ]),
      );
      expect(html).toMatch(/<textarea [^>]*>Nursing at the college in the fall<\/textarea>/);
      expect(html).toContain('transcript.pdf');
    });

    it('draws the grant and says the draft is loading when the draft was not answered', async () => {
      const html = await drawDataPage(
        address,
        new Map<string, unknown>([
          ['/api/grants/grant-7', aGrant({ _id: 'grant-7', title: 'Return to School Fund' })],
          [draftsPath, [draftSummary]],
        ]),
      );
      expect(html).toContain('<h1>Return to School Fund</h1>');
      expect(html).toContain('Loading your saved draft…');
      expect(html).not.toContain('<form');
    });

    it('draws, for a member who applied to a grant that takes one application each, their application instead of the form', async () => {
      const html = await drawDataPage(
        address,
        new Map<string, unknown>([
          ['/api/grants/grant-7', form],
          [
            applicationsPath,
            [
              anApplicationSummary({
                _id: 'application-4',
                grantId: form._id,
                reference: 'EDU-2026-000044',
              }),
            ],
          ],
          [draftsPath, []],
        ]),
      );
      expect(html).toContain('<span class="application-reference">EDU-2026-000044</span>');
      expect(html).toContain('href="/applications/application-4"');
      expect(html).not.toContain('<form');
    });
  });
});
