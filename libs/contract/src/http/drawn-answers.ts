/**
 * The answers a member's data page was drawn with, carried in the page for the app.
 *
 * The gateway draws a data page (libs/page-drawing/src/data-pages/data-pages.ts) with the answers to the page's
 * own GET calls, and puts them in the page beside the drawn markup, as a JSON data block
 * (`<script type="application/json">`, never run). The shell reads them as it starts
 * (shell/src/early-data/page-drawn-answers.ts): the app's first render then draws the same
 * content from the same data, instead of saying it is loading and asking the calls again.
 */
export const drawnAnswersBlock = { id: 'portal-drawn-answers' } as const;

/** The block's JSON. */
export interface DrawnAnswersJson {
  /** The address (path) the page was drawn for: the answers are for that page only. */
  address: string;
  /** Each call's path (with query) and its JSON answer. */
  answers: [path: string, answer: unknown][];
}

/**
 * The block's markup. `<` is written as its JSON escape, so nothing in an answer (a grant's
 * description holding `</script>`) can end the block or start markup.
 */
export function drawnAnswersMarkup(json: DrawnAnswersJson): string {
  const text = JSON.stringify(json).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${drawnAnswersBlock.id}">${text}</script>`;
}

/** The block's JSON read back, or undefined when it is missing or not of this shape. */
export function readDrawnAnswers(text: string | null | undefined): DrawnAnswersJson | undefined {
  if (!text) return undefined;
  try {
    const json = JSON.parse(text) as Partial<DrawnAnswersJson>;
    if (typeof json.address !== 'string' || !Array.isArray(json.answers)) return undefined;
    const answers = json.answers.filter(
      (entry): entry is [string, unknown] => Array.isArray(entry) && typeof entry[0] === 'string',
    );
    return { address: json.address, answers };
  } catch {
    return undefined;
  }
}
