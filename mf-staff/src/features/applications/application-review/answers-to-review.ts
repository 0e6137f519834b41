import {
  answerKey,
  questionAt,
  type AnswerValue,
  type Application,
} from '@portal/contract/applications';
import type { QuestionType } from '@portal/contract/grants';
import type { Messages } from '@portal/web-kit/i18n';
import { answerMessages as messages } from './messages.js';

/** One question as the reviewer reads it: its text (or a fallback) and what was answered. */
export interface ReviewedAnswer {
  key: string;
  questionText: string;
  /** Undefined when the question is not known: the answer shows as it was sent. */
  type: QuestionType | undefined;
  required: boolean;
  /** Undefined when the applicant left it empty. */
  value: AnswerValue | undefined;
}

export interface ReviewedSection {
  /** Null for answers with no sections to read. */
  label: string | null;
  description: string;
  answers: ReviewedAnswer[];
}

/**
 * What the review page shows of an application's answers: every question of the grant as the
 * applicant saw it (the snapshot kept with the application), each with its answer or none, in
 * the grant's order. Spec §2's fallbacks: with no questions to read at all, each answer says
 * 'Question text not available'; an answer whose key names no question says 'Question not found'.
 */
export function answersToReview(
  application: Pick<Application, 'answers' | 'sections'>,
  t: Messages['t'],
): ReviewedSection[] {
  const { answers, sections } = application;
  const answered = (key: string) => {
    const value = Object.hasOwn(answers, key) ? answers[key] : undefined;
    return isEmpty(value) ? undefined : value;
  };
  const strayKeys = Object.keys(answers)
    .filter((key) => !questionAt(sections, key))
    // '1-10' after '1-9'.
    .sort((left, right) => left.localeCompare(right, 'en', { numeric: true }));

  if (sections.length === 0) {
    return strayKeys.length === 0
      ? []
      : [
          {
            label: null,
            description: '',
            answers: strayKeys.map((key) =>
              unknownQuestion(key, answered(key), t(messages.questionTextNotAvailable)),
            ),
          },
        ];
  }
  const reviewed: ReviewedSection[] = sections.map((section, sectionIndex) => ({
    label: section.label,
    description: section.description,
    answers: section.questions.map((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      return {
        key,
        questionText: question.label,
        type: question.type,
        required: question.required,
        value: answered(key),
      };
    }),
  }));
  if (strayKeys.length > 0) {
    reviewed.push({
      label: t(messages.otherAnswers),
      description: '',
      answers: strayKeys.map((key) =>
        unknownQuestion(key, answered(key), t(messages.questionNotFound)),
      ),
    });
  }
  return reviewed;
}

function unknownQuestion(
  key: string,
  value: AnswerValue | undefined,
  questionText: string,
): ReviewedAnswer {
  return { key, questionText, type: undefined, required: false, value };
}

function isEmpty(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}
