import type { NotificationEventKind } from '@portal/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's choice to get (or not) one kind of notice by email; no row is "yes". */
@Entity({ name: 'email_preferences' })
export class EmailPreferenceEntity {
  @PrimaryColumn({ name: 'recipient_id', type: 'uuid' })
  recipientId!: string;

  @PrimaryColumn({ type: 'text' })
  kind!: NotificationEventKind;

  @Column({ type: 'boolean' })
  email!: boolean;
}
