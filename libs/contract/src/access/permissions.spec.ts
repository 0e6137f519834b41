import { can, hasFlag, isReviewer, permissionTable, type Principal } from './permissions.js';
import { decideRouteAccess, portalRoutes } from './routes.js';

const member: Principal = {
  id: 'm',
  userType: 'user',
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
};
const educationMember: Principal = { ...member, id: 'em', education: true };
const staff: Principal = { ...member, id: 's', userType: 'staff' };
const educationStaff: Principal = { ...staff, id: 'es', education: true };
const admin: Principal = { ...member, id: 'a', userType: 'admin' };
const languagesMember: Principal = { ...member, id: 'lm', languages: true };
const languagesStaff: Principal = { ...staff, id: 'ls', languages: true };

describe('the permission table (decisions §3)', () => {
  it.each([
    ['session:read', [member, staff, admin], []],
    ['users:manage', [admin], [member, educationMember, staff, educationStaff]],
    ['grants:manage', [admin, educationStaff], [member, educationMember, staff]],
    ['grants:read', [member, staff, admin], []],
    ['applications:use', [member, staff, admin], []],
    ['applications:draft', [member, staff, admin], []],
    ['applications:review', [admin, educationStaff], [member, educationMember, staff]],
    ['files:use', [member, staff, admin], []],
    ['files:manage', [admin, educationStaff], [member, educationMember, staff]],
    ['account:own', [member, staff, admin], []],
    ['settings:read', [member, staff, admin], []],
    ['settings:manage', [admin], [member, educationMember, staff, educationStaff]],
    ['languages:edit', [admin, languagesStaff], [member, languagesMember, staff, educationStaff]],
    ['reviews:manage', [admin, educationStaff], [member, educationMember, staff]],
    ['reviews:score', [admin, staff, educationStaff], [member, educationMember]],
    ['reviews:disclosures', [admin], [member, educationMember, staff, educationStaff]],
  ] as const)('%s', (permission, allowed, refused) => {
    for (const principal of allowed) expect(can(principal, permission)).toBe(true);
    for (const principal of refused) expect(can(principal, permission)).toBe(false);
  });

  it('names a rule for every permission', () => {
    expect(
      Object.values(permissionTable).every((rule) =>
        ['signed-in', 'admin', 'reviewer', 'staff', 'languages-editor'].includes(rule),
      ),
    ).toBe(true);
  });

  it('counts an admin, or staff with the education flag, as a reviewer ("R")', () => {
    expect([member, educationMember, staff, educationStaff, admin].map(isReviewer)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('lets an admin pass every flag check', () => {
    expect(hasFlag(admin, 'harvesting')).toBe(true);
    expect(hasFlag(staff, 'harvesting')).toBe(false);
    expect(hasFlag({ ...staff, harvesting: true }, 'harvesting')).toBe(true);
  });
});

describe('route guards (spec §6)', () => {
  const accessOf = (path: string) => {
    const route = portalRoutes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route ${path}`);
    return route.access;
  };

  it('lets anyone see the public pages', () => {
    expect(decideRouteAccess(accessOf('/'), undefined)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(accessOf('/login'), undefined)).toEqual({ kind: 'allow' });
  });

  it('sends signed-out users to sign in', () => {
    expect(decideRouteAccess(accessOf('/user-dashboard'), undefined)).toEqual({ kind: 'sign-in' });
    expect(decideRouteAccess(accessOf('/edit-users'), undefined)).toEqual({ kind: 'sign-in' });
  });

  it('sends members away from staff and admin pages to their dashboard', () => {
    for (const path of [
      '/staff-dashboard',
      '/admin-dashboard',
      '/edit-users',
      '/grants',
      '/file-manager',
    ]) {
      expect(decideRouteAccess(accessOf(path), member)).toEqual({
        kind: 'redirect',
        to: '/user-dashboard',
      });
    }
  });

  it('sends staff lacking a role or flag to the staff dashboard', () => {
    expect(decideRouteAccess(accessOf('/admin-dashboard'), educationStaff)).toEqual({
      kind: 'redirect',
      to: '/staff-dashboard',
    });
    expect(decideRouteAccess(accessOf('/grants'), staff)).toEqual({
      kind: 'redirect',
      to: '/staff-dashboard',
    });
    expect(decideRouteAccess(accessOf('/grants'), educationStaff)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(accessOf('/harvesting-dashboard'), staff)).toEqual({
      kind: 'redirect',
      to: '/staff-dashboard',
    });
  });

  it('opens the language packs to admins and to staff with the languages flag only', () => {
    expect(decideRouteAccess(accessOf('/admin/languages'), staff)).toEqual({
      kind: 'redirect',
      to: '/staff-dashboard',
    });
    expect(decideRouteAccess(accessOf('/admin/languages'), { ...staff, languages: true })).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess(accessOf('/admin/languages'), member)).toEqual({
      kind: 'redirect',
      to: '/user-dashboard',
    });
  });

  it('lets an admin through every guard', () => {
    for (const route of portalRoutes)
      expect(decideRouteAccess(route.access, admin)).toEqual({ kind: 'allow' });
  });
});
