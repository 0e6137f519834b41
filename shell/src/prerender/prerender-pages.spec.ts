/**
 * In Node with Node's exports, as the build runs it (react-dom/static's Node build):
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { drawnNameMarks } from '@portal/web-kit/prerender';
import { earlySubmitHoldScript } from './early-submit-hold.js';
import { memberPageScript, memberPageTemplateId } from './member-page.js';
import { prerenderPages } from './prerender-pages.js';
import { prerenderedRouteAttribute } from './prerendered-routes.js';

/** Like the built index.html: the placeholder in #root, scripts and stylesheet in the head. */
const template =
  '<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Education Grants Portal</title>' +
  '<script defer src="/main.0123456789.js"></script><link href="/main.0123456789.css" rel="stylesheet"></head>' +
  '<body><div id="root"><div class="site-header"><span>Education Grants Portal</span></div>' +
  '<main class="page"><p role="status">Loading the portal…</p></main></div>' +
  '<noscript><p>This portal needs JavaScript.</p></noscript></body></html>';

describe('the pages the build draws ahead of time', () => {
  let pages: Map<string, string>;

  beforeAll(async () => {
    pages = new Map((await prerenderPages(template)).map((page) => [page.route, page.html]));
  });

  const page = (route: string) => {
    const html = pages.get(route);
    if (html === undefined) throw new Error(`${route} was not pre-rendered`);
    return html;
  };
  /** What #root holds, as text with the tags left out. */
  const rootText = (html: string) =>
    /<div id="root"[^>]*>(.*)<\/div><noscript>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? '';

  const publicRoutes = ['/', '/login', '/register'];

  it("draws /, /login and /register, and a member's dashboard, grants list and form, nothing else", () => {
    expect([...pages.keys()]).toEqual([
      ...publicRoutes,
      '/user-dashboard',
      '/apply-grant',
      '/apply-grant/:id',
    ]);
  });

  it('keeps the built page around the markup: language, scripts, stylesheet, the no-script notice', () => {
    for (const html of pages.values()) {
      expect(
        html.startsWith('<!doctype html><html lang="en-CA"><head><meta charset="utf-8">'),
      ).toBe(true);
      expect(html).toContain('<script defer src="/main.0123456789.js"></script>');
      expect(html).toContain('<link href="/main.0123456789.css" rel="stylesheet">');
      expect(html).toContain('<noscript><p>This portal needs JavaScript.</p></noscript>');
    }
    for (const route of publicRoutes) expect(page(route)).not.toContain('Loading the portal…');
  });

  it('marks #root with its route and titles the tab for it', () => {
    expect(page('/')).toContain(`<div id="root" ${prerenderedRouteAttribute}="/">`);
    expect(page('/login')).toContain(`<div id="root" ${prerenderedRouteAttribute}="/login">`);
    expect(page('/')).toContain('<title>Welcome – Education Grants Portal</title>');
    expect(page('/login')).toContain('<title>Login – Education Grants Portal</title>');
    expect(page('/register')).toContain('<title>Register – Education Grants Portal</title>');
  });

  it("/ holds the signed-out header, the skip link and the welcome card's link", () => {
    const html = page('/');
    expect(html).toContain('<a class="skip-link" href="#main-content">Skip to main content</a>');
    expect(html).toContain('<main id="main-content" tabindex="-1">');
    expect(html).toContain('<h1>Welcome to the Education Grants Portal</h1>');
    expect(html).toMatch(/<a [^>]*href="\/user-dashboard"[^>]*>Go to your dashboard<\/a>/);
    expect(rootText(html)).toMatch(
      /^Skip to main content Education Grants Portal Language English Français Home Login Register /,
    );
  });

  it('/login holds the whole form: heading, labelled fields and the button', () => {
    const html = page('/login');
    expect(html).toContain('<h1>Login</h1>');
    for (const [name, type, autocomplete] of [
      ['email', 'email', 'username'],
      ['password', 'password', 'current-password'],
    ]) {
      const input = new RegExp(`<input [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain(`type="${type}"`);
      expect(input.toLowerCase()).toContain(`autocomplete="${autocomplete}"`);
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toMatch(/<button type="submit" class="button"[^>]*>Login<\/button>/);
    expect(rootText(html)).toContain(
      'Email Password Forgot your password? Login No account yet? Register',
    );
  });

  it('/register holds its five fields and the button', () => {
    const html = page('/register');
    expect(html).toContain('<h1>Register</h1>');
    for (const name of ['firstName', 'lastName', 'email', 'cardNumber', 'password'])
      expect(html).toMatch(new RegExp(`<input [^>]*name="${name}"`));
    expect(html).toMatch(/<button type="submit" class="button"[^>]*>Register<\/button>/);
  });

  it('carries one inline script on a public page, the early hold of a press, right after the title and before the stylesheet; the build names it for the Content-Security-Policy', async () => {
    for (const route of publicRoutes) {
      const html = page(route);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html).toContain(`</title><script>${earlySubmitHoldScript}</script><script defer`);
    }
    for (const drawn of await prerenderPages(template)) {
      expect(drawn.inlineScripts).toEqual(
        publicRoutes.includes(drawn.route) ? [earlySubmitHoldScript] : [memberPageScript],
      );
    }
  });

  describe("a member's /user-dashboard (and their other drawn pages)", () => {
    const drawnPage = (route = '/user-dashboard') => {
      const html = page(route);
      const held = new RegExp(
        `<template id="${memberPageTemplateId}">(.*)</template><script>(.*)</script></body></html>$`,
        's',
      ).exec(html);
      if (!held?.[1] || !held[2])
        throw new Error('the member page is not kept at the end of the body');
      return { html, markup: held[1], script: held[2] };
    };

    it('keeps the loading placeholder in #root (not hydrated: anyone but a member sees it), titled for the route', () => {
      for (const [route, title] of [
        ['/user-dashboard', 'Dashboard'],
        ['/apply-grant', 'Apply for a Grant'],
        ['/apply-grant/:id', 'Grant Application'],
      ] as const) {
        const { html } = drawnPage(route);
        expect(rootText(html)).toBe('Education Grants Portal Loading the portal…');
        expect(html).not.toContain(prerenderedRouteAttribute);
        expect(html).toContain(`<title>${title} – Education Grants Portal</title>`);
      }
    });

    it("holds a member's frame, with marks for the names, and an empty slot for mf-member's page", () => {
      const { markup, script } = drawnPage();
      expect(script).toBe(memberPageScript);
      expect(markup).toContain(
        '<a class="skip-link" href="#main-content">Skip to main content</a>',
      );
      expect(markup).toContain(drawnNameMarks.name);
      expect(markup).toMatch(/<button type="button"[^>]*>Logout<\/button>/);
      // A member's links: no staff or admin dashboard.
      const links = [...markup.matchAll(/class="site-nav-link[^"]*" href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(links).toEqual(['/', '/user-dashboard']);
      expect(markup).toMatch(
        /<main id="main-content" tabindex="-1">(<!--\$-->)?<div data-portal-remote-page="mf-member"><\/div>(<!--\/\$-->)?<\/main>/,
      );
    });
  });
});
