import type { NotificationEventKind } from '@portal/contract';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member's choice to get (or not) one kind of notice by email; no row is the kind's default
 * (yes, but for `emailOffByDefaultKinds`). The reviewers who asked for an email at each new
 * application are found by their own index.
 */
@Entity({ name: 'email_preferences' })
@Index('email_preferences_new_application', ['recipientId'], {
  where: `kind = 'newApplication' AND email`,
})
export class EmailPreferenceEntity {
  @PrimaryColumn({ name: 'recipient_id', type: 'uuid' })
  recipientId!: string;

  @PrimaryColumn({ type: 'text' })
  kind!: NotificationEventKind;

  @Column({ type: 'boolean' })
  email!: boolean;
}
