// @portal/web-kit/data-router: what makes the portal's data router, for the shell (and tests).
//
// Apart from the shared door (`@portal/web-kit/router`) on purpose: a shared module keeps every
// export in every part's build, and the data router's machinery (createRouter: navigations,
// loaders, revalidation) weighs about 13 kB brotli. Only the shell makes the router; the remotes
// need just `useBlocker` from the door, which reads the shell's router from its context (the
// same react-router module: the shell's build imports this entry and the door from one copy).
export { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
