import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row: a known text encrypted with this schema's key on the first start, so a later start with
 * another DATA_ENCRYPTION_KEY is refused (encryption-key-check.ts).
 */
@Entity({ name: 'encryption_key_check' })
@Check('encryption_key_check_single_row', 'id = 1')
export class EncryptionKeyCheckEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'text' })
  value!: string;
}
