export type MoveDirection = 'up' | 'down';

/** Whether the item at `position` can move one place that way in a list of `length` items. */
export function canMove(length: number, position: number, direction: MoveDirection): boolean {
  return direction === 'up' ? position > 0 : position < length - 1;
}

/** The list with the item at `position` moved one place up or down; the same list when it cannot. */
export function moveItem<T>(items: readonly T[], position: number, direction: MoveDirection): T[] {
  const moved = [...items];
  if (!canMove(items.length, position, direction)) return moved;
  const target = direction === 'up' ? position - 1 : position + 1;
  [moved[position], moved[target]] = [moved[target], moved[position]];
  return moved;
}
