import { LookupHash } from './lookup-hash.js';

const key = 'a-data-encryption-key-of-at-least-32-chars';
const purpose = 'tests.lookup/hmac-sha256/v1';

describe('LookupHash', () => {
  const sut = new LookupHash(key, purpose);

  it('finds an email whatever its case and spacing', () => {
    expect(sut.email(' Ann@Example.ORG ')).toBe(sut.email('ann@example.org'));
    expect(sut.email('ann@example.org')).not.toBe(sut.email('bob@example.org'));
  });

  it('finds a card number whatever its spacing, hyphens and case', () => {
    expect(sut.cardNumber('ab-12 34')).toBe(sut.cardNumber('AB1234'));
  });

  it('keeps kinds of value apart', () => {
    expect(sut.value('email', 'ann@example.org')).toBe(sut.email('ann@example.org'));
    expect(sut.value('answers', 'ann@example.org')).not.toBe(sut.email('ann@example.org'));
  });

  it('depends on the key and the purpose, so a stolen table cannot be matched against guesses or another table', () => {
    const hash = sut.email('ann@example.org');
    expect(
      new LookupHash('another-data-encryption-key-of-32-chars!', purpose).email('ann@example.org'),
    ).not.toBe(hash);
    expect(new LookupHash(key, 'other.lookup/hmac-sha256/v1').email('ann@example.org')).not.toBe(
      hash,
    );
  });
});
