import {
  answerKey,
  checkAnswers,
  questionAt,
  type Answers,
  type AnswersCheck,
} from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { write, type Text, type Translate } from '../../../i18n/text.js';
import { applicationFormMessages } from './messages.js';
import { problemMessages } from './problem.messages.js';
import { problemText } from './problem-text.js';

/** One question's problem, for the summary at the top and the message by the question. */
export interface QuestionProblem {
  key: string;
  /** The question's label, to name it in the summary. */
  label: string;
  message: Text;
}

/**
 * The form's check: the contract's rules (spec §5's per-question messages), with file questions
 * required here (their files follow by upload, so only the form can require them).
 */
export function checkForm(answers: Answers, sections: readonly Section[]): AnswersCheck {
  return checkAnswers(answers, sections, { requireFiles: true });
}

/**
 * The problems to show, one per question in page order: a file that was refused (`fileProblems`,
 * the 'Invalid file type…' message) first, then what the contract's check found.
 */
export function questionProblems(
  check: AnswersCheck,
  fileProblems: Readonly<Record<string, Text>>,
  sections: readonly Section[],
): QuestionProblem[] {
  const messages = new Map<string, Text>(Object.entries(fileProblems));
  if (!check.ok) {
    for (const problem of check.problems) {
      if (!messages.has(problem.key))
        messages.set(problem.key, problemText(problem, questionAt(sections, problem.key)));
    }
  }
  const problems: QuestionProblem[] = [];
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const message = messages.get(key);
      if (message !== undefined) problems.push({ key, label: question.label, message });
    }),
  );
  return problems;
}

/**
 * The summary's sentence: spec §5's 'Please fill out all required fields' when a required answer
 * is missing, otherwise the first problem with its question.
 */
export function problemsSummary(
  check: AnswersCheck,
  problems: readonly QuestionProblem[],
  sections: readonly Section[],
  t: Translate,
): string {
  if (!check.ok && check.problems.some((problem) => problem.rule === 'required'))
    return t(problemMessages.fillAllRequired);
  const [first] = problems;
  if (!first) return '';
  const problem = write(t, first.message);
  return questionAt(sections, first.key)?.label
    ? t(applicationFormMessages.problemSummary, { label: first.label, problem })
    : problem;
}
