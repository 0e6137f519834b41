import { Inject, Injectable } from '@nestjs/common';
import { asJson, encryptedRecord, FieldEncryption, type FieldBuilders } from '@portal/field-crypto';

export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/** Each value bound to its column and row, so a value moved elsewhere does not decrypt. */
const place =
  (column: string) =>
  ({ id }: { id: string }) =>
    `reviews.${column}:${id}`;

/**
 * What reviewers write about members' applications, and why they stepped back: comments,
 * conflict notes and reasons, encrypted at rest with AES-256-GCM under a key derived from
 * DATA_ENCRYPTION_KEY for this service alone. The purpose, the key check and the places are
 * part of the stored format: never change them, never reuse another service's.
 */
export const reviewEncryption = {
  purpose: 'reviews.fields/aes-256-gcm/v1',
  keyCheck: {
    text: 'reviews: the key the comments and reasons were encrypted with',
    place: 'reviews.encryption_key_check.value:1',
  },
  records: {
    review: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      comments: field.optional(
        'commentsEncrypted',
        place('assignments.comments'),
        asJson<Record<string, string>>(),
      ),
    })),
    conflict: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      note: field.optional('noteEncrypted', place('conflicts.note')),
    })),
    history: encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
      reason: field.optional('reasonEncrypted', place('review_history.reason')),
    })),
  },
};

/** The declaration above with the service's key, for injection (`cipher.records.review`). */
@Injectable()
export class ReviewCipher extends FieldEncryption<typeof reviewEncryption.records> {
  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    super(dataEncryptionKey, reviewEncryption);
  }
}
