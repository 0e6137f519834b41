import { createPortalAppConfig, modeFromCli } from '@portal/rspack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createPortalAppConfig({
    root: import.meta.dirname,
    mode: modeFromCli(argv),
    federationName: 'mf_member',
    // The one module the shell loads: this remote's pages, keyed by route path.
    role: { kind: 'remote', exposes: { './routes': './src/routes.ts' } },
    entry: './src/standalone/main.ts',
    htmlTemplate: 'index.html',
    devServer: { port: 3101 },
  });
