import { loginPathReturningTo, readReturnPath } from './return-path.js';

describe('loginPathReturningTo', () => {
  it('remembers the page in the login address', () => {
    expect(loginPathReturningTo('/edit-users')).toBe('/login?next=%2Fedit-users');
    expect(loginPathReturningTo('/grants/g-1/edit?tab=2')).toBe(
      '/login?next=%2Fgrants%2Fg-1%2Fedit%3Ftab%3D2',
    );
  });

  it.each(['/', '/login', '/register', '//evil.example/x'])('remembers nothing for %s', (path) => {
    expect(loginPathReturningTo(path)).toBe('/login');
  });
});

describe('readReturnPath', () => {
  it('reads back what loginPathReturningTo wrote', () => {
    const login = new URL(loginPathReturningTo('/grants/g-1/edit?tab=2'), 'http://x');
    expect(readReturnPath(login.search)).toBe('/grants/g-1/edit?tab=2');
  });

  it('is null without a next parameter', () => {
    expect(readReturnPath('')).toBeNull();
    expect(readReturnPath('?other=1')).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'edit-users',
    '/login',
    '/register?x=1',
  ])('refuses %p', (next) => {
    expect(readReturnPath(`?${new URLSearchParams({ next }).toString()}`)).toBeNull();
  });
});
