import { fullName, toSessionUser } from './session-user.js';

describe('toSessionUser', () => {
  it('reads a user of the login answer', () => {
    const user = {
      _id: 'u-1',
      id: 'u-1',
      firstName: 'Mary',
      lastName: 'Bear',
      email: 'mary@example.ca',
      cardNumber: '123',
      userType: 'admin',
      name: 'Mary Bear',
      education: true,
      harvesting: false,
      communityOutreach: true,
      languages: true,
      language: 'fr',
      emailConfirmed: false,
      pendingEmail: 'mary.new@example.ca',
    };

    expect(toSessionUser(user)).toEqual(user);
  });

  it('accepts id in place of _id, builds the name and fills what is missing', () => {
    expect(
      toSessionUser({ id: 'u-2', userType: 'user', firstName: 'Ann', lastName: 'Lee' }),
    ).toEqual({
      _id: 'u-2',
      id: 'u-2',
      firstName: 'Ann',
      lastName: 'Lee',
      email: '',
      cardNumber: '',
      userType: 'user',
      name: 'Ann Lee',
      education: false,
      harvesting: false,
      communityOutreach: false,
      languages: false,
      // Stored by a release that did not know of confirming: no reminder on a guess.
      emailConfirmed: true,
      pendingEmail: null,
    });
  });

  it.each([null, 'user', [], { userType: 'user' }, { _id: 'u-3', userType: 'superuser' }])(
    'rejects %p',
    (value) => {
      expect(toSessionUser(value)).toBeNull();
    },
  );
});

describe('fullName', () => {
  it('joins the names it has', () => {
    expect(fullName({ firstName: ' Ann ', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
  });
});
