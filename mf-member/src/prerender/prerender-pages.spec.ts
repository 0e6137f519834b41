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

  it("draws the dashboard alone: the grants and the form need the member's data", () => {
    expect(pages.map((page) => page.route)).toEqual(['/user-dashboard']);
    expect(pages[0]?.inlineScripts).toEqual([]);
  });

  it("draws the dashboard's markup alone (the shell's page holds it), with a mark for the first name and the Education link", () => {
    const html = pages[0]?.html ?? '';
    expect(html.startsWith('<div class="page"><h1>')).toBe(true);
    expect(html).toContain(`<h1>Welcome, ${drawnNameMarks.firstName}</h1>`);
    expect(html).toMatch(/<a [^>]*href="\/apply-grant"[^>]*>Education<\/a>/);
    expect(html).toContain('Coming Soon');
    expect(html).not.toMatch(/<(html|body|script)/);
  });

  it("ties the Education link to its sentence by an id of the drawing's own", () => {
    const html = pages[0]?.html ?? '';
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toMatch(/^_drawn-/);
    expect(html).toContain(`<p id="${describedBy}">Find education grants`);
  });
});
