import type { AnswerValue } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';

/** The form name of the control(s) of the question whose answer's key is `answerKey`. */
export const fieldName = (answerKey: string) => `answer-${answerKey}`;

/** What every question's field is given: its question, its answer, its problem, and a way to change it. */
export interface QuestionFieldProps<Value extends AnswerValue = AnswerValue> {
  question: Question;
  /** The control's form name, `answer-<section>-<question>`. */
  name: string;
  value: Value;
  /** Spec §5's message for this question, or the refused file's. */
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** A list answer (multi-select, priority); a text where a list belongs reads as none. */
export function asList(value: AnswerValue): string[] {
  return Array.isArray(value) ? value : [];
}

/** A text answer (textarea, checkbox, date, dropdown, file name); a list reads as none. */
export function asText(value: AnswerValue): string {
  return typeof value === 'string' ? value : '';
}

/**
 * What is read under a question's label: the builder's help text, then what the field itself
 * says (a file's types, a limit); undefined when neither. FieldFrame ties it to the control
 * with aria-describedby.
 */
export function questionHint(question: Question, own?: string): string | undefined {
  return [question.helpText, own].filter(Boolean).join(' ') || undefined;
}
