import { toSessionUser } from './session-user.js';

describe('toSessionUser', () => {
  it('reads a user of the login answer', () => {
    expect(
      toSessionUser({
        _id: 'u-1',
        firstName: 'Mary',
        lastName: 'Bear',
        email: 'mary@example.ca',
        cardNumber: '123',
        userType: 'admin',
        name: 'Mary Bear',
        education: true,
        harvesting: false,
        communityOutreach: true,
      }),
    ).toEqual({
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
    });
  });

  it('accepts id in place of _id and fills what is missing', () => {
    expect(toSessionUser({ id: 'u-2', userType: 'user' })).toMatchObject({
      _id: 'u-2',
      firstName: '',
      education: false,
    });
  });

  it.each([null, 'user', [], { userType: 'user' }, { _id: 'u-3', userType: 'superuser' }])(
    'rejects %p',
    (value) => {
      expect(toSessionUser(value)).toBeNull();
    },
  );
});
