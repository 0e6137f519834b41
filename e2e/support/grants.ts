import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoginResponse } from '@portal/contract';
import type { Grant, GrantSummary } from '@portal/contract/grants';
import type { Page } from 'playwright-core';

/** Where the grant specs keep a picture of each screen, for a person to look at. */
export const grantShotsDir = process.env.GRANT_SHOTS_DIR ?? '/tmp/grant-shots';

export const desktopViewport = { width: 1280, height: 900 };
export const phoneViewport = { width: 390, height: 844 };

/** A picture of the whole page at a desktop width and at a phone's, then back to the desktop. */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  await mkdir(grantShotsDir, { recursive: true });
  for (const [label, viewport] of [
    ['1280', desktopViewport],
    ['390', phoneViewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(grantShotsDir, `${name}-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(desktopViewport);
}

/** Whether the page is wider than the window (a phone would scroll sideways). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** A JSON call with the session's token; throws on an unexpected status. */
export async function callApi<T>(
  baseUrl: string,
  session: LoginResponse,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${apiPath} failed: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A small valid grant, as the create form would send it. */
export function grantInput(title: string) {
  return {
    title,
    type: 'scholarship',
    description: 'Tuition help for members in full-time studies, up to $3,000 CAD a year.',
    openDate: '2026-09-01',
    closeDate: '2026-12-31',
    sections: [
      {
        label: 'About You',
        description: 'Your studies',
        weight: 100,
        questions: [
          { label: 'What will you study?', type: 'textarea', required: true, weight: 100 },
        ],
      },
    ],
  };
}

export function createGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  title: string,
): Promise<Grant> {
  return callApi<Grant>(baseUrl, session, 'POST', '/api/grants', grantInput(title));
}

/** Publishes a grant as the edit form would: the whole grant with status published. */
export function publishGrantThroughApi(
  baseUrl: string,
  session: LoginResponse,
  grant: Grant,
): Promise<Grant> {
  const { title, type, description, openDate, closeDate, sections } = grant;
  return callApi<Grant>(baseUrl, session, 'PUT', `/api/grants/${grant._id}`, {
    title,
    type,
    description,
    openDate,
    closeDate,
    sections,
    status: 'published',
  });
}

export function listGrantsThroughApi(baseUrl: string, session: LoginResponse): Promise<Grant[]> {
  return callApi<Grant[]>(baseUrl, session, 'GET', '/api/grants');
}

export function availableGrantsThroughApi(
  baseUrl: string,
  session: LoginResponse,
): Promise<GrantSummary[]> {
  return callApi<GrantSummary[]>(baseUrl, session, 'GET', '/api/available-grants');
}
