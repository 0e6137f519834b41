interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Runs `prefetch` once the browser is idle after the first paint, unless the visitor asked to
 * save data or is on a 2G-class connection, where every byte competes with what they clicked.
 */
export function prefetchWhenIdle(prefetch: () => void): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData || /(?:^|-)2g$/.test(connection?.effectiveType ?? '')) return;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(prefetch, { timeout: 5000 });
  } else {
    setTimeout(prefetch, 2000);
  }
}
