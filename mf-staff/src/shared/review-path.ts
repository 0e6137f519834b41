/** Where a reviewer reads and decides one application (spec §2). */
export function reviewPath(applicationId: string): string {
  return `/admin/applications/${encodeURIComponent(applicationId)}`;
}
