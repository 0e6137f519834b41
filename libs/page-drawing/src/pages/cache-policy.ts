/** A build file named with its content hash (`main.3f9a1c2b7d.js`) never changes: cache it for a year. */
const contentHashedFile = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(gz|br))?$/;

export const immutable = 'public, max-age=31536000, immutable';
/** Pages, remote entries and manifests must be checked on every use, or a new release goes unseen. */
export const revalidate = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return contentHashedFile.test(filePath) ? immutable : revalidate;
}
