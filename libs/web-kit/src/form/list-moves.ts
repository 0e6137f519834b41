/**
 * Moving and removing items of a list without changing it: a priority question's options in the
 * grant builder and the member's ranking of them in the application form.
 */

export type MoveDirection = 'up' | 'down';

/** Whether the item at `index` can move that way (not already first, or last). */
export function canMove(length: number, index: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;
}

/** The list with the item at `index` one place up (earlier) or down; unchanged at the edge. */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  if (!canMove(items.length, index, direction)) return [...items];
  const target = direction === 'up' ? index - 1 : index + 1;
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

/** The list without the item at `index`. */
export function removeItemAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, position) => position !== index);
}
