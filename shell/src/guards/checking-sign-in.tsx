import { LoadingStatus } from '@portal/web-kit';

/**
 * Shown while a stored session is checked with the portal (spec §4): the page title at once,
 * and a spoken progress line, instead of a guess about where the visitor may go.
 */
export function CheckingSignIn({ title }: { title: string }) {
  return (
    <div className="page" aria-busy="true">
      <h1>{title}</h1>
      <LoadingStatus>Checking your sign-in…</LoadingStatus>
    </div>
  );
}
