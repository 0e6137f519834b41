// Builds the fixture with the portal config, the way an app's rspack.config.ts does.
// The build test sets FIXTURE_OUT (output folder) and FIXTURE_ROLE ('host', 'remote', or
// 'prerender': the host and the pages it draws ahead of time).
import { createPortalAppConfig } from '../portal-app-config.js';
import { createPrerenderConfig } from '../prerender-config.js';

export default () => {
  const role = process.env['FIXTURE_ROLE'];
  const remote = role === 'remote';
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
  // The source maps as production writes them (a test reads them); not for the pages drawn ahead.
  if (role !== 'prerender') return config;
  config.devtool = false;
  const prerender = createPrerenderConfig({ app: config, entry: './prerender-pages.ts' });
  prerender.output = { ...prerender.output, path: `${process.env['FIXTURE_OUT']}-bundle` };
  return [config, prerender];
};
