import type { ReactNode } from 'react';

/** A visible and spoken "still working" line: a spinner (hidden from screen readers) and text. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p className="loading-status" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
