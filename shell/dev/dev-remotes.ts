import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServer } from '@rspack/core';

type SetupMiddlewares = NonNullable<DevServer['setupMiddlewares']>;

/**
 * Where the dev shell finds each remote: its own dev server by default
 * (`npm run dev -w @portal/mf-member` on 3101, mf-staff 3102, mf-admin 3103). Point one
 * elsewhere, e.g. at the built remote of a running portal, with an environment variable:
 *   MF_STAFF_URL=http://127.0.0.1:8080/remotes/mf-staff/mf-manifest.json npm run dev -w @portal/shell
 */
export function devRemotes(env: NodeJS.ProcessEnv = process.env) {
  return {
    remotes: {
      'mf-member': env['MF_MEMBER_URL'] ?? 'http://127.0.0.1:3101/mf-manifest.json',
      'mf-staff': env['MF_STAFF_URL'] ?? 'http://127.0.0.1:3102/mf-manifest.json',
      'mf-admin': env['MF_ADMIN_URL'] ?? 'http://127.0.0.1:3103/mf-manifest.json',
    },
  };
}

/** Answers `GET /remotes.json` the way the gateway does in production. */
export const devRemotesMiddleware: SetupMiddlewares = (middlewares) => [
  {
    name: 'portal-remotes-json',
    path: '/remotes.json',
    middleware: (_request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(JSON.stringify(devRemotes()));
    },
  },
  ...middlewares,
];
