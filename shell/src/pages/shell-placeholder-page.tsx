/** The shell's own screens that are not built yet (/login, /register): their title only. */
export function ShellPlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
    </div>
  );
}
