import { createPrerenderConfig, createRemoteAppConfig, modeFromCli } from '@portal/rspack-config';

export default (_env: unknown, argv: { mode?: string }) => {
  const mode = modeFromCli(argv);
  const app = createRemoteAppConfig({ root: import.meta.dirname, mode, remote: 'mf-member' });
  if (mode !== 'production') return app;
  // The production build also draws the member's dashboard ahead of time, into dist/prerendered
  // (src/prerender/prerender-pages.ts); the gateway puts it in the shell's page for the route.
  return [app, createPrerenderConfig({ app, entry: './src/prerender/prerender-pages.ts' })];
};
