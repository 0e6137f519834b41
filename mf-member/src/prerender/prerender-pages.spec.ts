/**
 * In Node with Node's exports, as the build runs it (react-dom/static's Node build):
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { drawnNameMarks } from '@portal/web-kit/prerender';
import { prerenderPages } from './prerender-pages.js';

describe("the member's pages this remote draws ahead of time", () => {
  let pages: { route: string; html: string; inlineScripts: string[] }[];

  beforeAll(async () => {
    pages = await prerenderPages();
  });

  const drawn = (route: string) => pages.find((page) => page.route === route)?.html ?? '';

  it('draws the dashboard, the grants list and the application form, with no script of their own', () => {
    expect(pages.map((page) => page.route)).toEqual([
      '/user-dashboard',
      '/apply-grant',
      '/apply-grant/:id',
    ]);
    for (const page of pages) expect(page.inlineScripts).toEqual([]);
  });

  it('draws the grants list and the form as they open: headings, and that their data is loading (only the browser can ask for it)', () => {
    const grants = drawn('/apply-grant');
    expect(grants).toContain('<h1>Apply for a Grant</h1>');
    expect(grants).toContain('Available Grants</h2>');
    expect(grants).toMatch(/role="status"[^>]*>.*Loading grants…/);
    expect(grants).toContain('Loading your applications…');
    const form = drawn('/apply-grant/:id');
    expect(form).toContain('<h1>Grant Application</h1>');
    expect(form).toContain('Loading the grant…');
  });

  it("draws the dashboard's markup alone (the shell's page holds it), with a mark for the first name and the Education link", () => {
    const html = drawn('/user-dashboard');
    expect(html.startsWith('<div class="page"><h1>')).toBe(true);
    expect(html).toContain(`<h1>Welcome, ${drawnNameMarks.firstName}</h1>`);
    expect(html).toMatch(/<a [^>]*href="\/apply-grant"[^>]*>Education<\/a>/);
    expect(html).toContain('Coming Soon');
    expect(html).not.toMatch(/<(html|body|script)/);
  });

  it("ties the Education link to its sentence by an id of the drawing's own", () => {
    const html = drawn('/user-dashboard');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toMatch(/^_drawn-/);
    expect(html).toContain(`<p id="${describedBy}">Find education grants`);
  });
});
