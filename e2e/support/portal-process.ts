import { PortalProcess as LauncherPortalProcess } from '@portal/launcher/portal-process';

export const testAdmin = { email: 'admin@e2e.example', password: 'e2e admin password 1234' };

/**
 * The built portal, started by the launcher on a free port and a temporary DATA_DIR, with
 * `testAdmin`; `env` adds launcher variables (SERVICE_SECRET, SMTP_URL…).
 */
export type PortalProcess = LauncherPortalProcess;
export const PortalProcess = {
  start: (env?: Record<string, string>): Promise<LauncherPortalProcess> =>
    LauncherPortalProcess.start({ admin: testAdmin, env }),
};
