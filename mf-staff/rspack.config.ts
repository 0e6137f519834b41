import { createRemoteAppConfig, modeFromCli } from '@portal/rspack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteAppConfig({ root: import.meta.dirname, mode: modeFromCli(argv), remote: 'mf-staff' });
