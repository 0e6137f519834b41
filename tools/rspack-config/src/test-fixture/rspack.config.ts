// Builds the fixture with the portal config, the way an app's rspack.config.ts does.
// The build test sets FIXTURE_OUT (output folder) and FIXTURE_ROLE ('host' or 'remote').
import { createPortalAppConfig } from '../portal-app-config.js';

export default () => {
  const remote = process.env['FIXTURE_ROLE'] === 'remote';
  const config = createPortalAppConfig({
    root: import.meta.dirname,
    mode: 'production',
    federationName: remote ? 'fixture_remote' : 'fixture',
    role: remote ? { kind: 'remote', exposes: { './routes': './page.ts' } } : { kind: 'host' },
    entry: './main.ts',
    page: { template: 'index.html' },
    devServer: { port: 0 },
  });
  config.output = { ...config.output, path: process.env['FIXTURE_OUT'] };
  config.devtool = false;
  return config;
};
