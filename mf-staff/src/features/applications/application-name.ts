import type { ApplicationSummary } from '@portal/contract/applications';

/**
 * Whose application to which grant, for the names of row buttons and dialogs
 * ("Review application: Ann Lee, Bursary 2026"): one person may apply to several grants.
 */
export function applicationName(application: ApplicationSummary): string {
  return `${application.applicantName}, ${application.grantTitle}`;
}
