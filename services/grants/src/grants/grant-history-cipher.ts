import { Inject, Injectable } from '@nestjs/common';
import { FieldCipher } from '@portal/field-crypto';

/** Injection token of DATA_ENCRYPTION_KEY, the portal's key for personal data at rest. */
export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/**
 * The HKDF purpose of this service's key: its own, never identity's or applications', so that no
 * other service's key opens it. Part of the stored format: another label makes the names unreadable.
 */
export const grantKeyPurposes = { fields: 'grants.fields/aes-256-gcm/v1' } as const;

const keyCheckText = 'grants: the key the names in the history were encrypted with';
const keyCheckPlace = 'grants.encryption_key_check.value:1';

/** Where a history row's name is bound (the row's id is made by the database on insert). */
export interface ActorNamePlace {
  grantId: string;
  actorId: string | null;
}

/**
 * The names in a grant's history (staff members' names, decisions §5: names are encrypted at
 * rest), sealed with this service's key and bound to the grant and actor, so a ciphertext copied
 * to another row does not open; a value that does not open throws `FieldDecryptionError`, naming
 * the place, never the value.
 */
@Injectable()
export class GrantHistoryCipher {
  private readonly fields: FieldCipher;

  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    this.fields = new FieldCipher(dataEncryptionKey, grantKeyPurposes.fields);
  }

  encryptActorName(place: ActorNamePlace, name: string): string {
    return this.fields.encrypt(name, actorNamePlace(place));
  }

  decryptActorName(place: ActorNamePlace, sealed: string): string {
    return this.fields.decrypt(sealed, actorNamePlace(place));
  }

  /** A value only this key opens, kept to tell at start whether the key is the data's. */
  keyCheckValue(): string {
    return this.fields.encrypt(keyCheckText, keyCheckPlace);
  }

  opensKeyCheck(stored: string): boolean {
    try {
      return this.fields.decrypt(stored, keyCheckPlace) === keyCheckText;
    } catch {
      return false;
    }
  }
}

function actorNamePlace({ grantId, actorId }: ActorNamePlace): string {
  return `grant_history.actor_name:${grantId}:${actorId ?? 'none'}`;
}
