import { answerLimits } from '@portal/contract/applications';
import { TextAreaField } from '@portal/web-kit';
import { questionLabel } from '../application-form-texts.js';
import { problemMessages } from '../problem.messages.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { asText, questionHint, type QuestionFieldProps } from './question-props.js';

/**
 * A textarea question: a written answer, up to the contract's length (about four pages). The
 * limit is said in the hint and counted under the box as the member types. The box takes more
 * than the limit (no `maxLength`: a browser would cut a pasted answer silently); past it, the
 * question says so at once, and the portal refuses it with the same sentence.
 */
export function TextQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const text = asText(value);
  const tooMany = text.length - answerLimits.text;
  const { t } = useMemberMessages();
  const max = answerLimits.text;
  return (
    <div className="text-question">
      <TextAreaField
        name={name}
        label={questionLabel(question, t)}
        hint={questionHint(question, t(messages.textLimit, { max }))}
        error={error ?? (tooMany > 0 ? t(problemMessages.tooLong, { max }) : undefined)}
        rows={5}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={tooMany > 0 ? 'character-count character-count-over' : 'character-count'}>
        {tooMany > 0
          ? t(messages.characterCountOver, { length: text.length, max, over: tooMany })
          : t(messages.characterCount, { length: text.length, max })}
      </p>
    </div>
  );
}
