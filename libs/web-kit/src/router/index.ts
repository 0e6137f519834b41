// @portal/web-kit/router: the parts of React Router the portal uses, and the only door to it
// for the shell and the remotes (ESLint keeps react-router-dom out of their imports).
//
// Why a door: the page needs one router (its context lives in module scope), so the router is a
// Module Federation shared singleton; and a shared module keeps every export, because the build
// cannot know what a remote will ask of it. Shared whole, react-router-dom weighs 52 kB
// (brotli) on every page; shared through this list, the shell's build tree-shakes it to what is
// named here. A remote that needs more adds it here.
//
// The shell renders the portal in a data router (made with `@portal/web-kit/data-router`), so
// that a remote's page can hold a navigation back (`useBlocker`: the grant builder asks before
// unsaved work is left), whichever link was clicked, the shell's header included.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  generatePath,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Blocker, BlockerFunction } from 'react-router-dom';
