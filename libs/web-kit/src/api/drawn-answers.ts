import { createContext, useContext } from 'react';

/**
 * Answers of GET calls, by path (with query) as the page sends them, for a page drawn on the
 * server with the member's data (the gateway's data pages): a `useQuery` that names its path
 * starts from its answer instead of loading. None in the browser, where every query loads.
 */
export type DrawnAnswers = ReadonlyMap<string, unknown>;

export const DrawnAnswersContext = createContext<DrawnAnswers | null>(null);

/** The drawn answer to `path`, if the page is being drawn with one. */
export function useDrawnAnswer(path: string | undefined): { answer: unknown } | undefined {
  const answers = useContext(DrawnAnswersContext);
  if (path === undefined || !answers?.has(path)) return undefined;
  return { answer: answers.get(path) };
}
