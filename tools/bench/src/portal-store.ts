// The bench's own minio client on the portal's embedded object store, configured as the launcher
// configures the files service (tools/launcher/src/portal-layout.ts): the address from
// endpoints.json, the keys from DATA_DIR/secrets.json, the default bucket, and the files
// service's 5 MiB parts (services/files/src/files/object-store.client.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PortalProcess } from '@portal/launcher/portal-process';
import { Client } from 'minio';

/** The launcher's default S3_BUCKET. */
export const portalBucket = 'portal-files';
/** The files service's part size. */
export const servicePartBytes = 5 * 1024 * 1024;

export async function portalStore(portal: PortalProcess): Promise<Client> {
  const { objectStore } = await portal.addresses();
  if (!objectStore) throw new Error('the portal runs no embedded object store (S3_ENDPOINT set)');
  const secrets = JSON.parse(await readFile(path.join(portal.dataDir, 'secrets.json'), 'utf8')) as {
    s3AccessKey: string;
    s3SecretKey: string;
  };
  const url = new URL(objectStore);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: url.protocol === 'https:',
    accessKey: secrets.s3AccessKey,
    secretKey: secrets.s3SecretKey,
    partSize: servicePartBytes,
    pathStyle: true,
  });
}
