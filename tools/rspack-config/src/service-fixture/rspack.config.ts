// Bundles a made-up service the way a service's rspack.config.ts does. The test writes that
// service's tsc output (dist/main.js) into FIXTURE_ROOT first.
import { createServiceBundleConfig } from '../service-bundle-config.js';

const root = process.env['FIXTURE_ROOT'];
if (!root) throw new Error('FIXTURE_ROOT names the made-up service folder');

export default createServiceBundleConfig({ root });
