/**
 * jsdom has no `Request`, which React Router's data routers make for every navigation (the
 * request their loaders would get; the portal has none). Node's own would refuse jsdom's
 * AbortSignal. This stand-in keeps what a navigation reads of it: the address, the method and
 * the signal. Tests only: the browser has the real one.
 */
export function installNavigationRequest(): void {
  if (typeof globalThis.Request !== 'undefined') return;
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
