import { createPortalAppConfig, modeFromCli } from '@portal/rspack-config';
import { devRemotesMiddleware } from './dev/dev-remotes.js';

export default (_env: unknown, argv: { mode?: string }) =>
  createPortalAppConfig({
    root: import.meta.dirname,
    mode: modeFromCli(argv),
    federationName: 'shell',
    role: { kind: 'host' },
    entry: './src/main.ts',
    page: { template: 'index.html' },
    devServer: { port: 3100, setupMiddlewares: devRemotesMiddleware },
  });
