/**
 * A drawn page the app draws afresh (a member's page: `createRoot`, not hydration) replaces
 * every element of the page, the one the member is typing in or has tabbed to included: focus
 * would fall back to the page's body, and the next keys typed would go nowhere (on a phone the
 * keyboard closes). Called just before the app's first render, this remembers the focused
 * control; the function it returns, called once that render is on the page, focuses the app's
 * counterpart of it (the same field by name, and value for a checkbox or radio button; the same
 * link or button by address and text), with the caret where it was.
 */
export function carryFocus(root: HTMLElement): () => void {
  const before = document.activeElement;
  if (!(before instanceof HTMLElement) || before === root || !root.contains(before))
    return () => undefined;
  return () => {
    // Still on the page (hydrated), or focus already moved on purpose: nothing to carry.
    if (before.isConnected || (document.activeElement && document.activeElement !== document.body))
      return;
    const counterpart = [...root.querySelectorAll<HTMLElement>(before.tagName)].find((candidate) =>
      sameControl(candidate, before),
    );
    if (!counterpart) return;
    counterpart.focus({ preventScroll: true });
    if (
      (before instanceof HTMLInputElement || before instanceof HTMLTextAreaElement) &&
      (counterpart instanceof HTMLInputElement || counterpart instanceof HTMLTextAreaElement)
    ) {
      try {
        counterpart.setSelectionRange(before.selectionStart, before.selectionEnd);
      } catch {
        // A field without a caret (a checkbox, a date): focused is enough.
      }
    }
  };
}

function sameControl(candidate: HTMLElement, before: HTMLElement): boolean {
  const name = before.getAttribute('name');
  if (name !== null) {
    if (candidate.getAttribute('name') !== name) return false;
    const ticked = before instanceof HTMLInputElement && /^(checkbox|radio)$/.test(before.type);
    return !ticked || (candidate as HTMLInputElement).value === before.value;
  }
  return (
    candidate.getAttribute('href') === before.getAttribute('href') &&
    candidate.textContent === before.textContent
  );
}
