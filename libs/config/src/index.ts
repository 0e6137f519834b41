export { envFields } from './env-fields.js';
export { ConfigError, loadConfig } from './load-config.js';
