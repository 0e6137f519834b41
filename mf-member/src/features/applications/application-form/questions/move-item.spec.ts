import { canMove, moveItem } from './move-item.js';

describe('moveItem', () => {
  const items = ['Tuition', 'Housing', 'Travel'];

  it('moves an item one place up or down', () => {
    expect(moveItem(items, 1, 'up')).toEqual(['Housing', 'Tuition', 'Travel']);
    expect(moveItem(items, 1, 'down')).toEqual(['Tuition', 'Travel', 'Housing']);
  });

  it('leaves the first item where it is on up, and the last on down', () => {
    expect(moveItem(items, 0, 'up')).toEqual(items);
    expect(moveItem(items, 2, 'down')).toEqual(items);
    expect(canMove(3, 0, 'up')).toBe(false);
    expect(canMove(3, 2, 'down')).toBe(false);
    expect(canMove(1, 0, 'down')).toBe(false);
  });

  it('never changes the list it is given', () => {
    moveItem(items, 0, 'down');
    expect(items).toEqual(['Tuition', 'Housing', 'Travel']);
  });
});
