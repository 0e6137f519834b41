import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row in each service's schema that keeps personal data: a short known text encrypted with
 * the service's key on the first start, so that a later start with another DATA_ENCRYPTION_KEY is
 * refused (`encryptionKeyCheck`) instead of failing on every read and writing rows no other
 * replica can open. Each service's migration creates the table; its database.ts lists this entity.
 */
@Entity({ name: 'encryption_key_check' })
@Check('encryption_key_check_single_row', 'id = 1')
export class EncryptionKeyCheckEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'text' })
  value!: string;
}
