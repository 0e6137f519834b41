import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { PortalProcess } from '@portal/launcher/portal-process';
import { Client, type BucketItem } from 'minio';

/** The launcher's default S3_BUCKET. */
const bucket = 'portal-files';

/**
 * A minio client on the portal's embedded object store, as the launcher configures the files
 * service: the address from endpoints.json, the keys from DATA_DIR/secrets.json.
 */
export async function portalStore(portal: PortalProcess): Promise<Client> {
  const { objectStore } = await portal.addresses();
  const secrets = JSON.parse(await readFile(path.join(portal.dataDir, 'secrets.json'), 'utf8')) as {
    s3AccessKey: string;
    s3SecretKey: string;
  };
  const url = new URL(objectStore!);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: secrets.s3AccessKey,
    secretKey: secrets.s3SecretKey,
    pathStyle: true,
  });
}

/** The name of every object in the portal's bucket, sorted. */
export async function storedObjectKeys(portal: PortalProcess): Promise<string[]> {
  const store = await portalStore(portal);
  const keys: string[] = [];
  for await (const listed of store.listObjectsV2(bucket, '', true)) {
    const item = listed as BucketItem;
    if (item.name) keys.push(item.name);
  }
  return keys.sort();
}

/** Where the embedded store (s3rver) keeps the portal's bucket on disk. */
function bucketDirectory(portal: PortalProcess): string {
  return path.join(portal.dataDir, 'objects', bucket);
}

/**
 * Makes an object look `ageMs` old: the embedded store answers an object's LastModified from its
 * file's modification time, which is what cleanup's one-hour grace for unreferenced objects reads.
 */
export async function ageStoredObject(
  portal: PortalProcess,
  key: string,
  ageMs: number,
): Promise<void> {
  const file = path.join(bucketDirectory(portal), `${key}._S3rver_object`);
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
}
