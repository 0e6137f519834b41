import type { HTMLAttributes, ReactNode, Ref } from 'react';

export type AlertKind = 'error' | 'success' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** `error` interrupts (role alert); `success` and `info` wait their turn (role status). */
  kind: AlertKind;
  /** The message; nothing (null, '', false) leaves the region empty. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message region: a form's summary ('Login failed') or a page's message ('Deleted Ann
 * Lee.'). Render it always, empty until there is something to say: screen readers announce
 * what appears in a live region that is already in the page, not a region that appears with
 * its text. An empty region takes no room.
 */
export function Alert({ kind, children, ...region }: AlertProps) {
  const hasMessage =
    children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div {...region} role={kind === 'error' ? 'alert' : 'status'}>
      {hasMessage && <div className={`notice notice-${kind}`}>{children}</div>}
    </div>
  );
}
