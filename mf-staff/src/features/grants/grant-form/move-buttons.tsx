import { canMove, type MoveDirection } from '@portal/web-kit';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { sectionMessages as messages } from './messages.js';

export interface MoveButtonsProps {
  /** How the item is named in the buttons' names: "Move Question 2 of section 1 up". */
  itemName: string;
  position: number;
  count: number;
  /** The value of `data-move` on the buttons, to find them after a move (`[data-move="…"]`). */
  scope: string;
  onMove: (direction: MoveDirection) => void;
}

/**
 * Move up and Move down for an item of a list (a section, a question), as options have them:
 * each button names its item, and at the top or bottom it is `aria-disabled` rather than
 * disabled, so that the focus a move leaves on it is not lost.
 */
export function MoveButtons({ itemName, position, count, scope, onMove }: MoveButtonsProps) {
  const { t } = useStaffMessages();
  return (
    <>
      {(['up', 'down'] as const).map((direction) => {
        const enabled = canMove(count, position, direction);
        return (
          <button
            key={direction}
            type="button"
            className="button button-secondary button-small option-move"
            data-move={`${scope}-${direction}`}
            aria-label={t(direction === 'up' ? messages.moveUp : messages.moveDown, {
              name: itemName,
            })}
            aria-disabled={enabled ? undefined : true}
            onClick={enabled ? () => onMove(direction) : undefined}
          >
            <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
          </button>
        );
      })}
    </>
  );
}
