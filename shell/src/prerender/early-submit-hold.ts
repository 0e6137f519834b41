/**
 * The one script a drawn page (`/login`, `/register`) carries inline, first in its head: from
 * the moment the HTML is parsed it holds a press of the form's button (or Enter in a field), so
 * that a member who pressed Login while the scripts were still on their way is signed in once
 * they have arrived, instead of pressing in vain. main.js takes the hold over
 * (`holdSubmits`, held-submits.ts) and the app replays the press (use-prerendered-form.ts).
 *
 * Plain ES5 with no module, so any browser runs it before anything else; the page's
 * Content-Security-Policy allows exactly this text by its SHA-256 (the build writes the hash in
 * prerendered-pages.json, the gateway adds it to `script-src`). Without script at all the form's
 * `method="dialog"` still keeps a press from sending anything.
 */
export const earlySubmitHoldScript =
  '(function(){function hold(e){var f=e.target;if(!(f instanceof HTMLFormElement))return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'window.__portalHeldSubmit={form:f,submitter:e.submitter||null}}' +
  'window.__portalEarlyHold=hold;document.addEventListener("submit",hold,true)})()';

/** What the early script leaves on `window` for main.js. */
export interface EarlyHold {
  __portalEarlyHold?: (event: Event) => void;
  __portalHeldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
}
