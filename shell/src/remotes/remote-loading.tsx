import { LoadingStatus } from '@portal/web-kit';

/** Shown while a page's files arrive: the page title at once, and a spoken, visible status. */
export function RemoteLoading({ title }: { title: string }) {
  return (
    <div className="page" aria-busy="true">
      <h1>{title}</h1>
      <LoadingStatus>Loading this page…</LoadingStatus>
    </div>
  );
}
