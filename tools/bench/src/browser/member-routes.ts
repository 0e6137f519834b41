/** One route of the member's path, and what on it a member came for. */
export interface MemberRoute {
  /** The address, `:id` filled in. */
  path: string;
  /** Whether the member must be signed in to see it. */
  signedIn: boolean;
  /** The route's main control: when it is visible and enabled, the page is usable. */
  mainControl: string;
  /** How the main control is described in the report. */
  describes: string;
}

/** The member's path, from the welcome page to an application form. */
export function memberRoutes(grantId: string): MemberRoute[] {
  return [
    {
      path: '/',
      signedIn: false,
      mainControl: 'main a[href="/user-dashboard"]',
      describes: "the welcome card's link",
    },
    {
      path: '/login',
      signedIn: false,
      mainControl: 'main form button[type="submit"]',
      describes: "the login form's button",
    },
    {
      path: '/register',
      signedIn: false,
      mainControl: 'main form button[type="submit"]',
      describes: "the registration form's button",
    },
    {
      path: '/user-dashboard',
      signedIn: true,
      mainControl: 'main a[href="/apply-grant"]',
      describes: 'the Education tile',
    },
    {
      path: '/apply-grant',
      signedIn: true,
      mainControl: 'main a.grant-card-apply',
      describes: "the first grant card's Apply Now",
    },
    {
      path: `/apply-grant/${grantId}`,
      signedIn: true,
      mainControl: 'main form .question :is(input, textarea, select, button)',
      describes: "the form's first question",
    },
  ];
}
