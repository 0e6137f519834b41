import type { EarlyHold } from './early-submit-hold.js';

/**
 * A pre-rendered form (login, register) is on screen before the code that sends it. From the
 * HTML's first moment the page's inline script holds a press (early-submit-hold.ts); once
 * main.js runs, this takes the hold over, until the page's code replays the press
 * (`takeHeldSubmit`, see use-prerendered-form.ts), so a member who pressed Login while the
 * scripts were still arriving is signed in when they have. Without any script the form's
 * `method="dialog"` makes the browser's own submission a no-op (no request, no password in an
 * address, what was typed stays).
 */

export interface HeldSubmit {
  form: HTMLFormElement;
  /** The button pressed, when it was one (Enter in a field submits too). */
  submitter: HTMLElement | null;
}

let held: HeldSubmit | undefined;
let stopHolding: (() => void) | undefined;

/**
 * From main.js: holds every form submission from now until `releaseSubmits`, taking over the
 * early script's hold and the press it held, if any (`early` is the page's window).
 */
export function holdSubmits(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  early: EarlyHold = {},
) {
  if (early.__portalEarlyHold) target.removeEventListener('submit', early.__portalEarlyHold, true);
  if (early.__portalHeldSubmit) held = early.__portalHeldSubmit;
  delete early.__portalEarlyHold;
  delete early.__portalHeldSubmit;
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // Before React: the press is the app's to answer once it is there, not half-answered now.
    event.stopImmediatePropagation();
    held = { form: event.target, submitter: (event as SubmitEvent).submitter };
  };
  // Capturing on the document: before React's listeners on #root see the event.
  target.addEventListener('submit', hold, true);
  stopHolding = () => target.removeEventListener('submit', hold, true);
}

/** The app is running: submissions are its own from now on. */
export function releaseSubmits(): void {
  stopHolding?.();
  stopHolding = undefined;
}

/** The press held for `form`, if any (given once); releases the hold so it can be replayed. */
export function takeHeldSubmit(form: HTMLFormElement): HeldSubmit | undefined {
  releaseSubmits();
  if (held?.form !== form) return undefined;
  const taken = held;
  held = undefined;
  return taken;
}
