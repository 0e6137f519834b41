import type { LoginResponse } from '@portal/contract';
import { decideRouteAccess, portalRoutes, type PortalRoute } from '@portal/contract/access';
import type { Application } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityViolations, smallTargets } from '../support/accessibility.js';
import {
  publishedEveryQuestionTypeGrant,
  requestMoreInfoThroughApi,
  saveDraftThroughApi,
  setApplicationStatusThroughApi,
  submitApplicationThroughApi,
  torontoDateFromToday,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { uploadThroughApi } from '../support/files-api.js';
import {
  desktopViewport,
  phoneViewport,
  rowNamesOutOfView,
  stackedTablesScrolling,
  saveGrantScreenshot,
  scrollsSideways,
  widerThanPage,
} from '../support/grant-screenshots.js';
import { createGrantThroughApi } from '../support/grants-api.js';
import {
  checkedLanguages,
  clippedTexts,
  languageStorageKey,
  reloadIn,
  untranslatedWords,
  wordsOf,
} from '../support/languages.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/** Who opens a route: someone it lets in. */
type Visitor = 'anonymous' | 'member' | 'education staff' | 'admin';

/** What the routes' `:id`s are filled with, made through the API before the first route. */
interface Made {
  grant: Grant;
  application: Application;
}

interface RouteCase {
  as: Visitor;
  /** The record whose id fills `:id`. */
  id?: (made: Made) => string;
  /** A fragment the page is opened with (a link sent by email carries its token there). */
  hash?: string;
  /** The route's own content once its data has arrived (not the title of a loading page). */
  loaded: (page: Page, made: Made) => Locator;
  /** axe rules this one route may not meet, each with the reason (none so far). */
  excludedRules?: Readonly<Record<string, string>>;
}

const grantId = (made: Made) => made.grant._id;
const applicationId = (made: Made) => made.application._id;
const memberName = { firstName: 'Ann', lastName: 'Applicant' };
const enrolmentFile = 'enrolment.pdf';

/**
 * Every route of the contract's route table, each with a visitor it lets in and what shows
 * that its page has loaded. A route added to the table without a case here fails its test.
 */
const routeCases: Readonly<Record<string, RouteCase>> = {
  '/': {
    as: 'anonymous',
    loaded: (page) => page.getByRole('link', { name: 'Go to your dashboard' }),
  },
  '/login': { as: 'anonymous', loaded: (page) => page.getByLabel('Password') },
  '/register': { as: 'anonymous', loaded: (page) => page.getByLabel('Password').first() },
  '/forgot-password': { as: 'anonymous', loaded: (page) => page.getByLabel('Email') },
  // Opened without a link's token: the page says the link is not complete.
  '/reset-password': {
    as: 'anonymous',
    loaded: (page) => page.getByText('This link is not complete', { exact: false }),
  },
  '/accept-invitation': {
    as: 'anonymous',
    loaded: (page) => page.getByText('This link is not complete', { exact: false }),
  },
  '/confirm-email': {
    as: 'anonymous',
    hash: `#token=${'a'.repeat(43)}`,
    loaded: (page) => page.getByRole('button', { name: 'Confirm my email address' }),
  },

  '/user-dashboard': {
    as: 'member',
    loaded: (page) => page.getByRole('link', { name: 'Education' }).last(),
  },
  '/apply-grant': {
    as: 'member',
    loaded: (page, { grant }) =>
      page
        .getByRole('region', { name: 'My Grant Applications' })
        .getByRole('listitem')
        .filter({ hasText: grant.title }),
  },
  '/apply-grant/:id': {
    as: 'member',
    id: grantId,
    loaded: (page) => page.getByRole('button', { name: 'Preview Application' }),
  },
  '/apply-grant/:id/preview': {
    as: 'member',
    id: grantId,
    loaded: (page) => page.getByRole('button', { name: 'Submit Application' }),
  },
  '/applications/:id': {
    as: 'member',
    id: applicationId,
    loaded: (page) => page.getByRole('button', { name: `Download ${enrolmentFile}` }),
  },
  '/my-applications': {
    as: 'member',
    loaded: (page, { grant }) =>
      page.getByRole('link', { name: `View application for ${grant.title}` }),
  },
  // A fresh install: the office has written no guidelines yet, and the page says so.
  '/guidelines': {
    as: 'member',
    loaded: (page) => page.getByText(/has not published its guidelines yet/),
  },
  '/notifications': {
    as: 'member',
    loaded: (page) => page.getByRole('group', { name: 'Email me when' }),
  },

  '/staff-dashboard': { as: 'education staff', loaded: (page) => page.getByText('Active Grants') },
  '/education-dashboard': {
    as: 'education staff',
    loaded: (page) => page.getByRole('link', { name: /^Review/ }).first(),
  },
  '/education': {
    as: 'education staff',
    loaded: (page) => page.getByRole('link', { name: /^Review/ }).first(),
  },
  '/grants': {
    as: 'education staff',
    loaded: (page, { grant }) => page.getByRole('rowheader', { name: grant.title }),
  },
  '/grants/:id': {
    as: 'education staff',
    id: grantId,
    loaded: (page) => page.getByRole('heading', { name: 'History' }),
  },
  '/grants/:id/edit': {
    as: 'education staff',
    id: grantId,
    loaded: (page) => page.getByRole('button', { name: 'Update Grant' }),
  },
  '/create-grant': {
    as: 'education staff',
    loaded: (page) => page.getByRole('button', { name: 'Submit for Approval' }),
  },
  '/quick-add-grant': { as: 'education staff', loaded: (page) => page.getByLabel('Grant JSON') },
  '/applications': {
    as: 'education staff',
    loaded: (page) =>
      page.getByRole('rowheader', {
        name: new RegExp(`${memberName.firstName} ${memberName.lastName}`),
      }),
  },
  '/admin/applications/:id': {
    as: 'education staff',
    id: applicationId,
    loaded: (page) => page.getByRole('button', { name: `Download ${enrolmentFile}` }),
  },
  '/file-manager': {
    as: 'education staff',
    loaded: (page) => page.getByRole('rowheader', { name: enrolmentFile }),
  },
  '/harvesting-dashboard': {
    as: 'admin',
    loaded: (page) => page.getByText(/rendered by mf-staff/),
  },
  '/community-dashboard': { as: 'admin', loaded: (page) => page.getByText(/rendered by mf-staff/) },

  '/admin-dashboard': { as: 'admin', loaded: (page) => page.getByText('Total Users') },
  '/edit-users': {
    as: 'admin',
    loaded: (page) =>
      page.getByRole('rowheader', {
        name: new RegExp(`${memberName.firstName} ${memberName.lastName}`),
      }),
  },
  '/admin/languages': {
    as: 'admin',
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Language Packs' }),
  },
  '/admin/notifications': {
    as: 'admin',
    loaded: (page) =>
      page.getByRole('group', { name: 'Show emails' }).getByRole('button', { name: /^Failed \(/ }),
  },
};

/** The narrowest widths a phone has: every page fits them without sideways scrolling. */
const phoneWidths = [phoneViewport.width, 320] as const;

/**
 * Every route of the portal at a phone's width and accessible. Each route is opened
 * by someone it lets in, with real records behind its `:id`; once its content has loaded, the
 * page must not scroll sideways at 390 and 320 px (a table that scrolls in its own box keeps its
 * rows' names in view), and axe-core must find no serious or
 * critical WCAG 2.2 A/AA violation on a desk's width or on either phone's; nor may any control
 * in the page's content be smaller than 24 × 24 px there, unless it is a link in a sentence.
 * Then the same in French and in the pseudo-language (every letter accented, 40% longer), where
 * no English word may be left outside the catalogues and no text be cut off.
 */
describe('every route at phone width, accessible', () => {
  const suite = browserSuite();
  const sessions = new Map<Visitor, LoginResponse | undefined>();
  let made: Made;
  /** The words of the records the pages show (names, titles, answers): data, not interface. */
  let dataWords: Set<string>;

  beforeAll(async () => {
    const staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    const member = await registerThroughApi(suite.portal.url, {
      ...memberName,
      email: 'ann.applicant@e2e.example',
      cardNumber: 'RS-ROUTES-1',
      password: 'ann member password',
    });
    const dates = { openDate: torontoDateFromToday(-10), closeDate: torontoDateFromToday(30) };
    const grant = await publishedEveryQuestionTypeGrant(
      suite.portal.url,
      staff,
      'Post-Secondary Bursary',
      dates,
      // Applied to already, and its form still drawn: a grant that takes several applications.
      { oneApplicationPerMember: false },
    );
    // A draft beside it, so that the lists show more than one status.
    await createGrantThroughApi(suite.portal.url, staff, 'Trades Apprenticeship Grant');
    const application = await submitApplicationThroughApi(suite.portal.url, member, grant._id, {
      '0-0': 'Nursing at the college, starting in January.',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Part-time',
      '1-0': ['Books', 'Travel'],
      '1-1': ['Housing', 'Tuition', 'Transportation'],
      '1-2': enrolmentFile,
    });
    const upload = await uploadThroughApi(suite.portal.url, member, {
      applicationId: application._id,
      questionKey: '1-2',
      name: enrolmentFile,
      content: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    if (upload.status !== 201) {
      throw new Error(`the upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    }
    // A status set by a reviewer, so that the history and the badges have more than one; then a
    // request for more information, so that the member's page shows its form and the
    // review page the conversation.
    await setApplicationStatusThroughApi(suite.portal.url, staff, application._id, 'reviewed');
    const request = 'Please send your signed letter of acceptance, and say when you start.';
    await requestMoreInfoThroughApi(suite.portal.url, staff, application._id, request, [
      '0-2',
      '1-2',
    ]);
    // A draft of another application to the same grant: the lists offer to continue it, and the
    // preview has something to show.
    const draftAnswers = {
      '0-0': 'Welding at the trade school.',
      '0-1': 'yes',
      '0-2': '2027-03-01',
      '0-3': 'Full-time',
      '1-0': ['Tuition'],
      '1-1': ['Tuition', 'Housing', 'Transportation'],
    };
    await saveDraftThroughApi(suite.portal.url, member, grant._id, draftAnswers);
    made = { grant, application };
    // What people typed is shown as they typed it, in any language.
    dataWords = wordsOf(grant, application, memberName, educationOfficer, suite.admin.user, [
      'Trades Apprenticeship Grant',
      enrolmentFile,
      request,
      draftAnswers,
    ]);
    sessions.set('anonymous', undefined);
    sessions.set('member', member);
    sessions.set('education staff', staff);
    sessions.set('admin', suite.admin);
  });

  /** Waits for the route's own content, then for every loading line to be gone. */
  async function waitForContent(page: Page, routeCase: RouteCase) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await routeCase.loaded(page, made).waitFor();
    await page.waitForFunction(
      () => document.querySelector('.loading-status, [aria-busy="true"]') === null,
    );
  }

  /**
   * Sideways scrolling at `width`, with the elements that stick out when it does; a picture of
   * the page at that width for a person to look at (`route-user-dashboard-320.png`).
   */
  async function sidewaysAt(page: Page, route: PortalRoute, width: number) {
    await page.setViewportSize({ width, height: phoneViewport.height });
    const scrolls = await scrollsSideways(page);
    const sideways = {
      width,
      scrolls,
      widerThanPage: scrolls ? await widerThanPage(page) : [],
      rowNamesOutOfView: await rowNamesOutOfView(page),
      stackedTablesScrolling: await stackedTablesScrolling(page),
    };
    const name = `route${route.path === '/' ? '-home' : route.path.replace(/[/:]+/g, '-')}`;
    await saveGrantScreenshot(page, name, width);
    return sideways;
  }

  it.each(portalRoutes.map((route) => ({ ...route, as: routeCases[route.path]?.as })))(
    '$path as $as',
    async (route: PortalRoute & { as?: Visitor }) => {
      const routeCase = routeCases[route.path];
      if (!routeCase) throw new Error(`no case for ${route.path}: add it to routeCases`);
      const session = sessions.get(routeCase.as);
      // The visitor is one the route lets in, as the shell's guard decides.
      expect(decideRouteAccess(route.access, session?.user).kind).toBe('allow');

      const path = route.path.replace(':id', routeCase.id?.(made) ?? '');
      const page = await suite.windowFor(session, desktopViewport, { bypassCSP: true });
      // A device where English was chosen: the account remembers the language of the route
      // before (the pseudo-language), and a device where nobody chose takes the account's.
      await page.addInitScript(
        ([key]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'en');
        },
        [languageStorageKey] as const,
      );
      await page.goto(`${suite.portal.url}${path}${routeCase.hash ?? ''}`);
      await waitForContent(page, routeCase);
      expect(new URL(page.url()).pathname).toBe(path);

      const audit = async (width: number) => ({
        width,
        violations: await seriousAccessibilityViolations(page, routeCase),
        smallTargets: await smallTargets(page),
      });
      const audits = [await audit(desktopViewport.width)];
      const sideways = [];
      for (const width of phoneWidths) {
        sideways.push(await sidewaysAt(page, route, width));
        audits.push(await audit(width));
      }

      expect(sideways).toEqual(
        phoneWidths.map((width) => ({
          width,
          scrolls: false,
          widerThanPage: [],
          rowNamesOutOfView: [],
          stackedTablesScrolling: [],
        })),
      );
      expect(audits).toEqual(
        [desktopViewport.width, ...phoneWidths].map((width) => ({
          width,
          violations: [],
          smallTargets: [],
        })),
      );

      // The same page in French and in the pseudo-language: every word from a catalogue (none
      // left in English, none cut off), still fitting a phone, still passing the audit.
      for (const { language, locale } of checkedLanguages) {
        await page.setViewportSize(desktopViewport);
        await reloadIn(page, language);
        await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(
          () => document.querySelector('.loading-status, [aria-busy="true"]') === null,
        );
        const inLanguage = [await audit(desktopViewport.width)];
        const fits = [];
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: phoneViewport.height });
          const scrolls = await scrollsSideways(page);
          // When it scrolls, which elements stick out (the failure names them).
          fits.push(
            scrolls
              ? { width, scrolls, widerThanPage: await widerThanPage(page) }
              : { width, scrolls },
          );
          inLanguage.push(await audit(width));
        }
        const words =
          language === 'en-XA'
            ? {
                untranslated: await untranslatedWords(page, dataWords),
                clipped: await clippedTexts(page),
              }
            : { untranslated: [], clipped: [] };
        const name = `route${route.path === '/' ? '-home' : route.path.replace(/[/:]+/g, '-')}-${language}`;
        await saveGrantScreenshot(page, name, 320);
        expect({ language, fits, audits: inLanguage, ...words }).toEqual({
          language,
          fits: phoneWidths.map((width) => ({ width, scrolls: false })),
          audits: [desktopViewport.width, ...phoneWidths].map((width) => ({
            width,
            violations: [],
            smallTargets: [],
          })),
          untranslated: [],
          clipped: [],
        });
      }
    },
  );
});
