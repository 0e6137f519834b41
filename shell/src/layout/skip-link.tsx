/** First stop for keyboard users: jumps past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
