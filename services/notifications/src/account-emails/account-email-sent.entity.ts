import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One of identity's emails with a link, sent (or refused for good): its id and when. */
@Entity({ name: 'account_emails_sent' })
@Check('account_emails_sent_outcome_check', `outcome IN ('sent', 'refused')`)
@Index('account_emails_sent_at', ['at'])
export class AccountEmailSentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  outcome!: 'sent' | 'refused';

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
