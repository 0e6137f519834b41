import type { ReactNode } from 'react';

/**
 * `node` as HTML, drawn at build time by React's `prerender` (react-dom/static), which waits for
 * what the page suspends on (a lazily loaded page's code), so the markup holds the whole page,
 * not its loading fallback. A component that throws would otherwise leave its part to the
 * browser: the first error stops the build instead.
 */
export async function drawMarkup(
  node: ReactNode,
  options: { identifierPrefix?: string } = {},
): Promise<string> {
  // Loaded when drawing: the kit's constants (drawnNameMarks) are also read where React's server
  // build cannot load (jsdom, in the shell's spec of the script that fills the names in).
  const { prerender } = await import('react-dom/static');
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    identifierPrefix: options.identifierPrefix,
    onError: (error) => void errors.push(error),
  });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return markup;
}
