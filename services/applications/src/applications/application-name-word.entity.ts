import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ApplicationEntity } from './application.entity.js';

/**
 * A word of an application's applicant name, as a keyed hash (applicant-name-words.ts): what the
 * reviewers' search by name looks up, through the primary key, without decrypting names. Written
 * with the application, deleted with it.
 */
@Entity({ name: 'application_name_words' })
export class ApplicationNameWordEntity {
  @PrimaryColumn({ name: 'word_hash', type: 'text' })
  wordHash!: string;

  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @ManyToOne(() => ApplicationEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'application_id',
    foreignKeyConstraintName: 'application_name_words_application',
  })
  application?: ApplicationEntity;
}
