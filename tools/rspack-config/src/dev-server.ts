import type { DevServer } from '@rspack/core';

/** The portal started with `npm start`; override with PORTAL_API_URL. */
export const defaultApiTarget = 'http://127.0.0.1:8080';

export interface DevServerOptions {
  port: number;
  /** Extra middleware (the shell answers /remotes.json with the dev remotes). */
  setupMiddlewares?: DevServer['setupMiddlewares'];
}

export function createDevServer({ port, setupMiddlewares }: DevServerOptions): DevServer {
  return {
    port,
    host: '127.0.0.1',
    // Client-side routes: any unknown path gets index.html.
    historyApiFallback: true,
    // The dev shell (another port) loads remotes' manifests and chunks across origins.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        context: ['/api'],
        target: process.env['PORTAL_API_URL'] ?? defaultApiTarget,
      },
    ],
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    ...(setupMiddlewares ? { setupMiddlewares } : {}),
  };
}
