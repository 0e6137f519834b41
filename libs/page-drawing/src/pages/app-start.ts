import { createHash } from 'node:crypto';

/** The preload link of the shell's main script, which the script below starts. */
const mainScriptLinkId = 'portal-main-script';

/**
 * Runs in the page's head: starts the shell's main script once the page has been painted (after
 * the next animation frame, or at most 100 ms after the page is parsed, for a tab in the
 * background). As `<script defer>` it would run as soon as the page is parsed: on a repeat visit,
 * from the cache, before the first paint, which then waited some 35 ms for it. Its download is
 * not delayed: the link preloads it.
 */
export const appStartScript =
  `(function(){var l=document.getElementById(${JSON.stringify(mainScriptLinkId)}),d=0;` +
  `function s(){if(d||!l)return;d=1;var e=document.createElement("script");e.src=l.href;` +
  `document.head.appendChild(e)}function p(){requestAnimationFrame(function(){setTimeout(s)});` +
  `setTimeout(s,100)}document.readyState==="loading"?` +
  `document.addEventListener("DOMContentLoaded",p):p()})()`;

/** The script's hash as Content-Security-Policy's `script-src` takes it. */
export const appStartScriptHash = `'sha256-${createHash('sha256')
  .update(appStartScript)
  .digest('base64')}'`;

/** The shell's main script as its build writes it in the page (tools/rspack-config). */
const mainScriptTag = /<script fetchpriority="high" defer src="([^"]+)"><\/script>/;

/**
 * `page` with the shell's main script preloaded and started by `appStartScript` after the first
 * paint; as it was when the page has no such tag.
 */
export function withAppStartedAfterPaint(page: string): string {
  return page.replace(
    mainScriptTag,
    (_tag, src: string) =>
      `<link rel="preload" as="script" fetchpriority="high" href="${src}" id="${mainScriptLinkId}">` +
      `<script>${appStartScript}</script>`,
  );
}
