import { maskCardNumber } from './card-number-mask.js';

describe('maskCardNumber', () => {
  it.each([
    ['RS-123456789', '••-•••••6789'],
    ['123456789', '•••••6789'],
    ['RSMIN 12 34 56', '••••• •• 34 56'],
    ['1234', '1234'],
    ['AB-12', '••-12'],
  ])('%s reads %s', (cardNumber, masked) => {
    expect(maskCardNumber(cardNumber)).toBe(masked);
  });
});
