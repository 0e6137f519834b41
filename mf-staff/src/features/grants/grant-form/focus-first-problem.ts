/**
 * Moves focus to the first problem in page order: a field marked invalid, or the message of a
 * list that has a problem (options, defaults). Keyboard and screen-reader users land on it and
 * hear what is wrong. True when there was one.
 */
export function focusFirstProblem(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-group-problem]',
  );
  first?.focus();
  return first !== null && first !== undefined;
}
