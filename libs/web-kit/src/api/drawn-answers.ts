import { createContext, useContext } from 'react';

/**
 * Answers of GET calls, by path (with query) as the page sends them, that a page was drawn with
 * on the server (the gateway's data pages): a `useQuery` that names its path, or says how to
 * read its data from them (`drawnFrom`), starts from them instead of loading. In the gateway
 * while it draws the page; in the browser for the first render of the page that came drawn
 * (the shell reads them from the page), so that the app takes over the same content.
 */
export type DrawnAnswers = ReadonlyMap<string, unknown>;

export const DrawnAnswersContext = createContext<DrawnAnswers | null>(null);

/** The answers the page is being drawn with, or null (a page the browser draws itself). */
export function useDrawnAnswers(): DrawnAnswers | null {
  return useContext(DrawnAnswersContext);
}
