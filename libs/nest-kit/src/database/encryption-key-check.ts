import type { DataSource } from 'typeorm';

/** What a service's field cipher offers for the check: a value it made, and whether it opens one. */
export interface KeyCheckCipher {
  keyCheckValue(): string;
  opensKeyCheck(value: string): boolean;
}

/**
 * At start, before a service takes calls: the first start of its schema keeps a value encrypted
 * with this key (table `encryption_key_check`, one row); every later start (every replica) must
 * open it, or this answers false. A wrong key so stops the service loudly, at once, rather than as
 * a 500 on each read and new rows written with a key the others cannot open.
 */
export async function encryptionKeyMatches(
  dataSource: DataSource,
  cipher: KeyCheckCipher,
): Promise<boolean> {
  // Replicas starting together: the first insert wins, and every one checks the row kept.
  await dataSource.query(
    `INSERT INTO encryption_key_check (id, value) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
    [cipher.keyCheckValue()],
  );
  const [kept] = await dataSource.query<Array<{ value: string }>>(
    `SELECT value FROM encryption_key_check WHERE id = 1`,
  );
  return kept !== undefined && cipher.opensKeyCheck(kept.value);
}
