import { drawnNameMarks } from '@portal/web-kit/prerender';
import { memberPageScript, memberPageTemplateId, remotePageSlotAttribute } from './member-page.js';

const placeholder = '<p role="status">Loading the portal…</p>';

/** A page as the gateway sends `/user-dashboard`: the placeholder, and the member's page kept aside. */
function loadPage(drawn: string): void {
  document.body.innerHTML =
    `<div id="root">${placeholder}</div>` +
    `<template id="${memberPageTemplateId}">${drawn}</template>`;
}

const filledPage =
  `<header><span class="site-account-name">Signed in as ${drawnNameMarks.name}</span></header>` +
  `<main><h1>Welcome, ${drawnNameMarks.firstName}</h1><a href="/apply-grant">Education</a></main>`;

function storeSession(user: unknown, token = 'a-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', typeof user === 'string' ? user : JSON.stringify(user));
}

/** Runs the script as the page does: an inline script element, parsed after the template. */
function runScript(): void {
  const script = document.createElement('script');
  script.textContent = memberPageScript;
  document.body.append(script);
}
const root = () => document.getElementById('root')!;

describe("the script that shows a member's drawn page", () => {
  beforeEach(() => localStorage.clear());

  it("shows it to a member with a stored session, with the stored member's names as text", () => {
    loadPage(filledPage);
    storeSession({ userType: 'user', firstName: ' Mona ', name: 'Mona <b>Member</b>' });
    runScript();
    expect(root().querySelector('h1')?.textContent).toBe('Welcome, Mona');
    expect(root().querySelector('.site-account-name')?.textContent).toBe(
      'Signed in as Mona <b>Member</b>',
    );
    // A name is text, never markup.
    expect(root().querySelector('b')).toBeNull();
    expect(root().querySelector('a')?.getAttribute('href')).toBe('/apply-grant');
    expect(root().textContent).not.toContain('Loading the portal…');
  });

  it.each([
    ['nobody is signed in', () => undefined],
    ['the stored user is staff', () => storeSession({ userType: 'staff', firstName: 'Sam' })],
    ['the stored user is an admin', () => storeSession({ userType: 'admin', firstName: 'Ada' })],
    ['a user is stored without a token', () => localStorage.setItem('user', '{"userType":"user"}')],
    ['the stored user is not JSON', () => storeSession('{not json')],
    ['no user is stored', () => localStorage.setItem('token', 'a-token')],
  ])('keeps the placeholder when %s', (_case, arrange) => {
    loadPage(filledPage);
    arrange();
    runScript();
    expect(root().innerHTML).toBe(placeholder);
  });

  it("keeps the placeholder when the gateway left the remote's slot empty", () => {
    loadPage(`<main><div ${remotePageSlotAttribute}="mf-member"></div></main>`);
    storeSession({ userType: 'user', firstName: 'Mona' });
    runScript();
    expect(root().innerHTML).toBe(placeholder);
  });

  it('is plain ASCII without "</", as an inline script named by its hash must be', () => {
    expect(memberPageScript).toMatch(/^[\x20-\x7e]+$/);
    expect(memberPageScript).not.toContain('</');
  });
});
