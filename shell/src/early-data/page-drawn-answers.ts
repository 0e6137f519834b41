import { drawnAnswersBlock, readDrawnAnswers } from '@portal/contract/http';

/**
 * The answers the gateway drew this page with, when it came drawn with the member's data (a
 * data page, libs/page-drawing/src/data-pages/data-pages.ts): the page's own GET calls, carried in the page
 * (@portal/contract's `drawnAnswersBlock`). The app's first render starts from them
 * (`OpenedPageAnswers`), so it draws the content already on screen instead of a loading
 * state, and they are not asked again (page-early-answers.ts). Only for the address they were
 * drawn for.
 */
export const pageDrawnAnswers: ReadonlyMap<string, unknown> | null = readFromPage();

function readFromPage(): ReadonlyMap<string, unknown> | null {
  const block = readDrawnAnswers(document.getElementById(drawnAnswersBlock.id)?.textContent);
  return block?.address === window.location.pathname ? new Map(block.answers) : null;
}
