import { ConfigError } from '@portal/config';
import { createLogger } from '@portal/logging';
import { buildGateway } from './app.js';
import { loadGatewayConfig, type GatewayConfig } from './config.js';

let config: GatewayConfig;
try {
  config = loadGatewayConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`gateway: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger({ part: 'gateway', level: config.LOG_LEVEL });
let app: Awaited<ReturnType<typeof buildGateway>>;
try {
  app = await buildGateway(config, logger);
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  process.stderr.write(`gateway: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

let closing = false;
const shutdown = (reason: string) => {
  if (closing) return;
  closing = true;
  logger.info(`${reason}: closing`);
  void app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
// Started by the launcher: stop when it is gone, even if it was killed outright.
if (process.send) process.once('disconnect', () => shutdown('launcher gone'));
