import { canMove, moveItem, type MoveDirection } from '@portal/web-kit';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';
import { asList, type QuestionFieldProps } from './question-props.js';
import { QuestionGroup } from './question-group.js';

/**
 * A priority question: the options in the applicant's order, starting in the grant's order
 * (spec §5), rearranged with Move up and Move down buttons, so a keyboard and a screen reader do
 * all a mouse can. Each button names its item; after a move, focus stays on the same button of
 * the moved item and its new place is announced. At the top or bottom a button is aria-disabled
 * (not disabled), so focus is never thrown back to the page.
 */
export function PriorityQuestion({ question, name, value, error, onChange }: QuestionFieldProps) {
  const order = asList(value);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const { t } = useMemberMessages();

  function move(position: number, direction: MoveDirection) {
    const item = order[position];
    if (item === undefined || !canMove(order.length, position, direction)) return;
    const target = direction === 'up' ? position - 1 : position + 1;
    flushSync(() => onChange(moveItem(order, position, direction)));
    listRef.current
      ?.querySelector<HTMLElement>(`li:nth-child(${target + 1}) [data-move="${direction}"]`)
      ?.focus();
    setAnnouncement(t(messages.moved, { item, position: target + 1, count: order.length }));
  }

  return (
    <QuestionGroup question={question} hint={t(messages.priorityHint)} error={error}>
      <ol className="priority-list" ref={listRef}>
        {order.map((item, position) => (
          <li key={item} className="priority-item">
            <span className="priority-rank" aria-hidden="true">
              {position + 1}
            </span>
            <span className="priority-text">{item}</span>
            <span className="priority-buttons">
              <MoveButton
                name={name}
                item={item}
                direction="up"
                enabled={canMove(order.length, position, 'up')}
                onMove={() => move(position, 'up')}
              />
              <MoveButton
                name={name}
                item={item}
                direction="down"
                enabled={canMove(order.length, position, 'down')}
                onMove={() => move(position, 'down')}
              />
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </QuestionGroup>
  );
}

function MoveButton({
  name,
  item,
  direction,
  enabled,
  onMove,
}: {
  name: string;
  item: string;
  direction: MoveDirection;
  enabled: boolean;
  onMove: () => void;
}) {
  const { t } = useMemberMessages();
  return (
    <button
      type="button"
      name={name}
      className="button button-secondary button-small"
      data-move={direction}
      aria-disabled={enabled ? undefined : true}
      onClick={() => {
        if (enabled) onMove();
      }}
    >
      {t(direction === 'up' ? messages.moveUp : messages.moveDown)}
      <span className="visually-hidden"> {item}</span>
    </button>
  );
}
