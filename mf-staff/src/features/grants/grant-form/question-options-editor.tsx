import type { Messages } from '@portal/web-kit/i18n';
import { TextField, canMove, type MoveDirection } from '@portal/web-kit';
import { useState, type KeyboardEvent } from 'react';
import { fieldName } from './form-problems.js';
import { newDraftKey, type QuestionDraft } from './grant-draft.js';
import { useGrantForm } from './grant-form-context.js';
import {
  grantFormMessages,
  problemMessages,
  questionMessages as messages,
  sectionMessages,
} from './messages.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

interface QuestionOptionsEditorProps {
  question: QuestionDraft;
  section: number;
  index: number;
}

/** How an option is named in buttons and announcements: its text, or its place while empty. */
export function optionName(text: string, position: number, t: Messages['t']): string {
  return text.trim() || t(messages.optionName, { number: position + 1 });
}

/**
 * The options of a dropdown, multi-select or priority question: add, edit, remove, and move up
 * or down (spec §5: a priority question is an orderable list; the order is also the order a
 * dropdown shows). Every button names its option ("Move Option A up"); after a move, focus
 * stays on the same button of the moved option and the new place is announced. At the top or
 * bottom a move button is `aria-disabled` rather than disabled, so that focus is not lost.
 */
export function QuestionOptionsEditor({ question, section, index }: QuestionOptionsEditorProps) {
  const { change, fieldProblems } = useGrantForm();
  const { t } = useStaffMessages();
  const [announcement, setAnnouncement] = useState('');
  const at = { section, question: index };
  const optionsName = fieldName('sections', section, 'questions', index, 'options');
  const rowSelector = (key: string) => `[data-option-key="${key}"]`;
  const listProblem = fieldProblems[optionsName];
  // With an empty option, the contract reports 'options-blank' (before any other options
  // rule): the empty ones are marked, instead of the list.
  const hasBlank = question.options.some((option) => option.text.trim() === '');

  /** A new, empty option at `position` (the end when not given), focused to be typed in. */
  function addOption(position?: number) {
    const key = newDraftKey();
    change({ type: 'add-option', ...at, key, position }, `${rowSelector(key)} input`);
  }

  function move(position: number, direction: MoveDirection) {
    const option = question.options[position];
    if (!canMove(question.options.length, position, direction)) return;
    const target = direction === 'up' ? position - 1 : position + 1;
    change(
      { type: 'move-option', ...at, option: position, direction },
      `${rowSelector(option.key)} [data-move="${direction}"]`,
    );
    setAnnouncement(
      t(messages.optionMoved, {
        name: optionName(option.text, target, t),
        position: target + 1,
        count: question.options.length,
      }),
    );
  }

  function remove(position: number) {
    const remaining = question.options.filter((_option, place) => place !== position);
    const next = remaining[Math.min(position, remaining.length - 1)];
    change(
      { type: 'remove-option', ...at, option: position },
      next ? `${rowSelector(next.key)} [data-remove]` : `[data-add-option="${optionsName}"]`,
    );
    setAnnouncement(
      t(messages.optionRemoved, { name: optionName(question.options[position].text, position, t) }),
    );
  }

  function addBelowOnEnter(event: KeyboardEvent<HTMLInputElement>, position: number) {
    if (event.key !== 'Enter') return;
    // Enter adds the next option right below, as in a word processor's list (and does not
    // send the form).
    event.preventDefault();
    addOption(position + 1);
  }

  const isPriority = question.type === 'priority';
  return (
    <fieldset className="fieldset options-editor">
      <legend>{t(isPriority ? messages.priorityOptions : messages.options)}</legend>
      {isPriority && <p className="field-hint">{t(messages.priorityHint)}</p>}
      {question.options.length > 0 && (
        <ol className="option-list">
          {question.options.map((option, position) => {
            const name = optionName(option.text, position, t);
            const ownProblem = fieldProblems[fieldName(optionsName, position)];
            const blankProblem =
              listProblem && option.text.trim() === '' ? t(problemMessages.optionBlank) : undefined;
            return (
              <li key={option.key} className="option-row" data-option-key={option.key}>
                <TextField
                  name={fieldName(optionsName, position)}
                  label={t(messages.option, { number: position + 1 })}
                  value={option.text}
                  error={ownProblem ?? blankProblem}
                  onChange={(event) =>
                    change({
                      type: 'change-option',
                      ...at,
                      option: position,
                      text: event.target.value,
                    })
                  }
                  onKeyDown={(event) => addBelowOnEnter(event, position)}
                />
                <div className="option-buttons">
                  <MoveButton
                    direction="up"
                    optionName={name}
                    enabled={canMove(question.options.length, position, 'up')}
                    onMove={() => move(position, 'up')}
                  />
                  <MoveButton
                    direction="down"
                    optionName={name}
                    enabled={canMove(question.options.length, position, 'down')}
                    onMove={() => move(position, 'down')}
                  />
                  <button
                    type="button"
                    className="button button-danger button-small"
                    data-remove=""
                    onClick={() => remove(position)}
                  >
                    {t(messages.removeOption)}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listProblem && !hasBlank && (
        <p className="field-error" tabIndex={-1} data-group-problem="">
          <span className="visually-hidden">{t(grantFormMessages.errorPrefix)} </span>
          {listProblem}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary button-small"
        data-add-option={optionsName}
        onClick={() => addOption()}
      >
        {t(messages.addOption)}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

interface MoveButtonProps {
  direction: MoveDirection;
  optionName: string;
  enabled: boolean;
  onMove: () => void;
}

function MoveButton({ direction, optionName: name, enabled, onMove }: MoveButtonProps) {
  const { t } = useStaffMessages();
  return (
    <button
      type="button"
      className="button button-secondary button-small option-move"
      data-move={direction}
      aria-label={t(direction === 'up' ? sectionMessages.moveUp : sectionMessages.moveDown, {
        name,
      })}
      aria-disabled={enabled ? undefined : true}
      onClick={enabled ? onMove : undefined}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  );
}
