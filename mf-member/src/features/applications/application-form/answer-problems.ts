import {
  answerKey,
  answerProblemsText,
  checkAnswers,
  questionAt,
  type Answers,
  type AnswersCheck,
} from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';

/** One question's problem, for the summary at the top and the message by the question. */
export interface QuestionProblem {
  key: string;
  /** The question's label, to name it in the summary. */
  label: string;
  message: string;
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
  fileProblems: Readonly<Record<string, string>>,
  sections: readonly Section[],
): QuestionProblem[] {
  const messages = new Map<string, string>(Object.entries(fileProblems));
  if (!check.ok) {
    for (const problem of check.problems) {
      if (!messages.has(problem.key)) messages.set(problem.key, problem.message);
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
 * is missing, otherwise the first problem with its question (the contract's wording).
 */
export function problemsSummary(
  check: AnswersCheck,
  problems: readonly QuestionProblem[],
  sections: readonly Section[],
): string {
  if (!check.ok) return answerProblemsText(check.problems, sections);
  const [first] = problems;
  if (!first) return '';
  return questionAt(sections, first.key)?.label
    ? `${first.label}: ${first.message}`
    : first.message;
}
