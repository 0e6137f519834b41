// @portal/web-kit/applications: pieces of an application both audiences show, a
// sub-path of its own outside the shared singleton, like ./badges: they bring the contract's
// application schemas, which a page's first download must not carry.
export {
  describeStatusEntry,
  namedQuestions,
  previousAnswers,
  type HistoryReader,
} from './describe-status-entry.js';
export { StatusHistory, type StatusHistoryProps } from './status-history.js';
export { FileAnswer, type FileAnswerProps } from './file-answer.js';
