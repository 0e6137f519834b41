import { createPortalAppConfig, createPrerenderConfig, modeFromCli } from '@portal/rspack-config';
import { devRemotesMiddleware } from './dev/dev-remotes.js';

export default (_env: unknown, argv: { mode?: string }) => {
  const mode = modeFromCli(argv);
  const app = createPortalAppConfig({
    root: import.meta.dirname,
    mode,
    federationName: 'shell',
    role: { kind: 'host' },
    entry: './src/main.ts',
    page: { template: 'index.html' },
    devServer: { port: 3100, setupMiddlewares: devRemotesMiddleware },
  });
  if (mode !== 'production') return app;
  // The production build also draws /, /login and /register ahead of time, into dist/prerendered
  // (src/prerender/prerender-pages.ts); the gateway sends those pages for those routes.
  return [app, createPrerenderConfig({ app, entry: './src/prerender/prerender-pages.ts' })];
};
