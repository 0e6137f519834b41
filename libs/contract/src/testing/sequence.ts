let made = 0;

/** A fresh UUID-shaped id each call, so two made things never share one. */
export function nextTestId(): string {
  made += 1;
  return `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
}
