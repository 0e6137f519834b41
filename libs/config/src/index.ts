export { envFields } from './env-fields.js';
export { ConfigError, loadConfig } from './load-config.js';
export { serverTimeouts } from './server-timeouts.js';
export type { ServerTimeouts } from './server-timeouts.js';
