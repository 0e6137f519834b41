import type { AnswerValue } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';
import { DateQuestion } from './date-question.js';
import { DropdownQuestion } from './dropdown-question.js';
import { FileQuestion } from './file-question.js';
import { MultiSelectQuestion } from './multi-select-question.js';
import { PriorityQuestion } from './priority-question.js';
import { CurrencyQuestion } from './currency-question.js';
import { NumberQuestion } from './number-question.js';
import { asText, fieldName } from './question-props.js';
import { ShortTextQuestion } from './short-text-question.js';
import { TextQuestion } from './text-question.js';
import { YesNoQuestion } from './yes-no-question.js';

export interface QuestionFieldProps {
  question: Question;
  /** Its answer's key, `section-question`. */
  answerKey: string;
  value: AnswerValue;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
  onChooseFile: (file: File | null) => boolean;
  /** A file question's file is on the portal already (not only chosen in this browser). */
  storedFile?: boolean;
}

/** The field for one question, by its type (spec §3's seven, and short text, number, amount). */
export function QuestionField({
  question,
  answerKey,
  value,
  error,
  onChange,
  onChooseFile,
  storedFile,
}: QuestionFieldProps) {
  const props = { question, name: fieldName(answerKey), value, error, onChange };
  switch (question.type) {
    case 'textarea':
      return <TextQuestion {...props} />;
    case 'short-text':
      return <ShortTextQuestion {...props} />;
    case 'number':
      return <NumberQuestion {...props} />;
    case 'currency':
      return <CurrencyQuestion {...props} />;
    case 'checkbox':
      return <YesNoQuestion {...props} />;
    case 'date':
      return <DateQuestion {...props} />;
    case 'dropdown':
      return <DropdownQuestion {...props} />;
    case 'multi-select':
      return <MultiSelectQuestion {...props} />;
    case 'priority':
      return <PriorityQuestion {...props} />;
    case 'file':
      return (
        <FileQuestion
          question={question}
          name={props.name}
          fileName={asText(value)}
          stored={storedFile}
          error={error}
          onChoose={onChooseFile}
        />
      );
  }
}
