import { canMove, moveItem, removeItemAt } from './list-moves.js';

const options = ['Tuition', 'Books', 'Travel'] as const;

describe('priority list moves', () => {
  it('moves an item up and down one place', () => {
    expect(moveItem(options, 1, 'up')).toEqual(['Books', 'Tuition', 'Travel']);
    expect(moveItem(options, 1, 'down')).toEqual(['Tuition', 'Travel', 'Books']);
  });

  it('leaves the list as it is at the top and at the bottom', () => {
    expect(moveItem(options, 0, 'up')).toEqual(options);
    expect(moveItem(options, 2, 'down')).toEqual(options);
    expect(canMove(3, 0, 'up')).toBe(false);
    expect(canMove(3, 2, 'down')).toBe(false);
    expect(canMove(3, 0, 'down')).toBe(true);
    expect(canMove(3, 2, 'up')).toBe(true);
  });

  it('never moves in a list of one, nor from outside the list', () => {
    expect(canMove(1, 0, 'up')).toBe(false);
    expect(canMove(1, 0, 'down')).toBe(false);
    expect(moveItem(options, 5, 'up')).toEqual(options);
    expect(moveItem(options, -1, 'down')).toEqual(options);
  });

  it('does not change the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 'down');
    removeItemAt(list, 0);
    expect(list).toEqual(['a', 'b']);
  });

  it('removes the item at a place', () => {
    expect(removeItemAt(options, 0)).toEqual(['Books', 'Travel']);
    expect(removeItemAt(options, 2)).toEqual(['Tuition', 'Books']);
    expect(removeItemAt(options, 7)).toEqual(options);
  });
});

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
