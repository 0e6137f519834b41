/** Shown while a remote's files arrive: the page title at once, and a spoken, visible status. */
export function RemoteLoading({ title }: { title: string }) {
  return (
    <div className="page" aria-busy="true">
      <h1>{title}</h1>
      <p className="loading-status" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading this page…
      </p>
    </div>
  );
}
