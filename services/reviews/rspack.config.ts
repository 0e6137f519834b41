import { createServiceBundleConfig } from '@portal/rspack-config';

// dist/bundle.mjs, one minified file made from tsc's dist/main.js: what npm start and the image run.
export default createServiceBundleConfig({ root: import.meta.dirname });
