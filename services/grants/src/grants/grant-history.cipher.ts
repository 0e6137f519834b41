import { Inject, Injectable } from '@nestjs/common';
import { encryptedRecord, FieldEncryption, type FieldBuilders } from '@portal/field-crypto';

/** Injection token of DATA_ENCRYPTION_KEY, the portal's key for personal data at rest. */
export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/**
 * The HKDF purpose of this service's key: its own, never identity's or applications', so that no
 * other service's key opens it. Part of the stored format: another label makes the names unreadable.
 */
export const grantKeyPurposes = { fields: 'grants.fields/aes-256-gcm/v1' } as const;

/** Where a history row's name is bound (the row's id is made by the database on insert). */
export interface ActorNamePlace {
  grantId: string;
  actorId: string | null;
}

/**
 * The names in a grant's history (staff members' names, decisions §5: names are encrypted at
 * rest), bound to the grant and actor, so a ciphertext copied to another row does not open. The
 * key check and the places are part of the stored format: never change them.
 */
export const grantHistoryEncryption = {
  purpose: grantKeyPurposes.fields,
  keyCheck: {
    text: 'grants: the key the names in the history were encrypted with',
    place: 'grants.encryption_key_check.value:1',
  },
  records: {
    history: encryptedRecord((field: FieldBuilders<ActorNamePlace>) => ({
      actorName: field.required(
        'actorNameEncrypted',
        ({ grantId, actorId }) => `grant_history.actor_name:${grantId}:${actorId ?? 'none'}`,
      ),
    })),
  },
};

/**
 * The declaration above with the service's key, for injection. A value that does not open throws
 * `FieldDecryptionError`, naming the place, never the value.
 */
@Injectable()
export class GrantHistoryCipher extends FieldEncryption<typeof grantHistoryEncryption.records> {
  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    super(dataEncryptionKey, grantHistoryEncryption);
  }

  encryptActorName(place: ActorNamePlace, name: string): string {
    return this.records.history.encryptField('actorName', place, name);
  }

  decryptActorName(place: ActorNamePlace, sealed: string): string {
    return this.records.history.decryptField('actorName', place, sealed);
  }
}
