import { answerLimits, type AnswerProblem } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';
import { text, type Text } from '../../../i18n/text.js';
import { problemMessages as messages } from './problem.messages.js';

/**
 * The contract's problem with an answer, in the reader's language: its rule and its question say
 * which sentence. The rules only a hand-made request can break (an answer of the wrong shape)
 * keep the contract's English sentence: the form never sends one.
 */
export function problemText(problem: AnswerProblem, question: Question | undefined): Text {
  switch (problem.rule) {
    case 'required':
      return text(requiredMessage(question));
    case 'too-long':
      return text(messages.tooLong, { max: textLimitOf(question) });
    case 'too-short':
      return text(messages.tooShort, { min: question?.min ?? 0 });
    case 'not-a-number':
      return text(messages.notANumber);
    case 'not-an-amount':
      return text(messages.notAnAmount);
    case 'not-a-date':
      return text(messages.notADate);
    case 'out-of-range':
      return question ? rangeText(question) : fallback(problem);
    default:
      return fallback(problem);
  }
}

const fallback = (problem: AnswerProblem): Text => ({ plain: problem.message });

function requiredMessage(question: Question | undefined) {
  switch (question?.type) {
    case 'priority':
      return messages.arrangePriority;
    case 'multi-select':
      return messages.selectAtLeastOne;
    case 'checkbox':
      return messages.checkboxRequired;
    case 'file':
      return messages.uploadFile;
    default:
      return messages.required;
  }
}

function textLimitOf(question: Question | undefined): number {
  switch (question?.type) {
    case 'short-text':
      return Math.min(question.max ?? answerLimits.shortText, answerLimits.shortText);
    case 'file':
      return answerLimits.fileName;
    default:
      return answerLimits.text;
  }
}

/** A number or an amount outside its question's limits (an amount's limits are in cents). */
function rangeText(question: Question): Text {
  const amount = question.type === 'currency';
  const scale = amount ? 100 : 1;
  const min = question.min === undefined ? undefined : question.min / scale;
  const max = question.max === undefined ? undefined : question.max / scale;
  if (min !== undefined && max !== undefined)
    return text(amount ? messages.amountFromTo : messages.numberFromTo, { min, max });
  if (min !== undefined)
    return text(amount ? messages.amountAtLeast : messages.numberAtLeast, { min });
  return text(amount ? messages.amountAtMost : messages.numberAtMost, { max: max ?? 0 });
}
