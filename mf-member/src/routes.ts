import { routesOwnedBy } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { placeholderPage } from './pages/placeholder-page.js';

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-member, keyed by its path pattern. The shell mounts each inside its own route.
 */
const pages: RemotePages = Object.fromEntries(
  routesOwnedBy('mf-member').map((route) => [route.path, placeholderPage(route.title)]),
);

export default pages;
