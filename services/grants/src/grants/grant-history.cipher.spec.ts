import { GrantHistoryCipher } from './grant-history.cipher.js';

/**
 * Written by the hand-written GrantHistoryCipher this declaration replaced, with this key: what
 * is stored already must open unchanged.
 */
const key = 'vectors-written-by-the-hand-written-ciphers-01';
const grantId = '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const actorId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const writtenBefore = {
  actorName: 'v1:Qpbj_OwmWgY9lBL4QKK9mMRR4IqlgMINqcmj8UIfrCF1EttzOBNe9vw',
  actorNameNoActor: 'v1:AOrqb7Wk4xUH_7OMWj2qae4gieWTjL6EfHlvEg5GyYFUsghTJRY',
  keyCheck:
    'v1:2uraYkMHEeqtxBneUxdIhAeJBEAzV8mbPRD0a3eS5YRqUvcF5Z_2YprCRyQkB9MQtsxHW5k_udW68qLYJK3pNQJrRFR9W3EneGna530JBhZXqsKE53Pp5A',
};

describe('GrantHistoryCipher and the history already stored', () => {
  const sut = new GrantHistoryCipher(key);

  it('opens the names and the key check written before the declaration', () => {
    expect(sut.decryptActorName({ grantId, actorId }, writtenBefore.actorName)).toBe(
      'Rita Reviewer',
    );
    expect(sut.decryptActorName({ grantId, actorId: null }, writtenBefore.actorNameNoActor)).toBe(
      'The system',
    );
    expect(sut.opensKeyCheck(writtenBefore.keyCheck)).toBe(true);
  });

  it('binds a name to its grant and actor', () => {
    const stored = sut.encryptActorName({ grantId, actorId }, 'Rita');
    expect(sut.decryptActorName({ grantId, actorId }, stored)).toBe('Rita');
    expect(() => sut.decryptActorName({ grantId, actorId: null }, stored)).toThrow(
      /grant_history\.actor_name/,
    );
  });
});
