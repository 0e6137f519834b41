import { Inject, Injectable } from '@nestjs/common';
import type { ApplicationAnswers } from '@portal/contract';
import { FieldCipher, LookupHash } from '@portal/field-crypto';
import type {
  ApplicationRecord,
  ApplicationSummaryRecord,
  StatusRecord,
} from './application-record.js';
import { ApplicationEntity } from './application.entity.js';
import { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';

/** Injection token of DATA_ENCRYPTION_KEY, the portal's key for personal data at rest. */
export const DATA_ENCRYPTION_KEY = Symbol('DATA_ENCRYPTION_KEY');

/**
 * The HKDF purpose of this service's key: its own, never identity's (`users.…`), so that one
 * service's key opens none of the other's data. Part of the stored format: another label would
 * make the stored data unreadable.
 */
export const applicationKeyPurposes = {
  fields: 'applications.fields/aes-256-gcm/v1',
  /** Keyed hashes: of the answers (double submissions); until 1768100000000, of the email too. */
  lookup: 'applications.lookup/hmac-sha256/v1',
} as const;

type SummaryColumns = Omit<ApplicationEntity, 'answersEncrypted' | 'sections' | 'requestedKeys'>;

/** The applicant's name and email, as their account had them at submission. */
export interface Applicant {
  name: string;
  email: string;
}

export type ApplicantColumns = Pick<
  ApplicationEntity,
  'applicantNameEncrypted' | 'applicantEmailEncrypted'
>;

/**
 * Turns an application and its status history into their stored rows and back: the one place the
 * applicant's personal data is (de)crypted. Each value is bound to its column and row (its place),
 * so a ciphertext copied elsewhere does not decrypt; a value that does not decrypt throws
 * `FieldDecryptionError`, naming the place, never the value.
 */
@Injectable()
export class ApplicationCipher {
  readonly lookup: LookupHash;
  private readonly fields: FieldCipher;

  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    this.fields = new FieldCipher(dataEncryptionKey, applicationKeyPurposes.fields);
    this.lookup = new LookupHash(dataEncryptionKey, applicationKeyPurposes.lookup);
  }

  toEntity(application: ApplicationRecord): ApplicationEntity {
    const entity = new ApplicationEntity();
    entity.id = application.id;
    entity.grantId = application.grantId;
    entity.grantTitle = application.grantTitle;
    entity.grantType = application.grantType;
    entity.portal = application.portal;
    entity.userId = application.userId;
    Object.assign(
      entity,
      this.encryptApplicant(application.id, {
        name: application.applicantName,
        email: application.applicantEmail,
      }),
    );
    entity.dateSubmitted = application.dateSubmitted;
    entity.reference = application.reference;
    entity.status = application.status;
    entity.statusChangedAt = application.statusChangedAt;
    entity.requestedKeys = application.requestedKeys;
    entity.answersEncrypted = this.encryptAnswers(application.id, application.answers);
    entity.sections = application.sections;
    return entity;
  }

  fromEntity(entity: ApplicationEntity): ApplicationRecord {
    return {
      ...this.summaryFromEntity(entity),
      requestedKeys: entity.requestedKeys,
      answers: this.decryptAnswers(entity.id, entity.answersEncrypted),
      sections: entity.sections,
    };
  }

  /** A row read without answers and questions, for a list. */
  summaryFromEntity(entity: SummaryColumns): ApplicationSummaryRecord {
    const applicant = this.decryptApplicant(entity);
    return {
      id: entity.id,
      grantId: entity.grantId,
      grantTitle: entity.grantTitle,
      grantType: entity.grantType,
      portal: entity.portal,
      userId: entity.userId,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
      dateSubmitted: entity.dateSubmitted,
      reference: entity.reference,
      status: entity.status,
      statusChangedAt: entity.statusChangedAt,
    };
  }

  encryptApplicant(applicationId: string, applicant: Applicant): ApplicantColumns {
    return {
      applicantNameEncrypted: this.fields.encrypt(
        applicant.name,
        places.applicantName(applicationId),
      ),
      applicantEmailEncrypted: this.fields.encrypt(
        applicant.email,
        places.applicantEmail(applicationId),
      ),
    };
  }

  decryptApplicant(
    entity: Pick<ApplicationEntity, 'id' | 'applicantNameEncrypted' | 'applicantEmailEncrypted'>,
  ): Applicant {
    return { name: this.applicantName(entity), email: this.applicantEmail(entity) };
  }

  applicantName(entity: Pick<ApplicationEntity, 'id' | 'applicantNameEncrypted'>): string {
    return this.fields.decrypt(entity.applicantNameEncrypted, places.applicantName(entity.id));
  }

  applicantEmail(entity: Pick<ApplicationEntity, 'id' | 'applicantEmailEncrypted'>): string {
    return this.fields.decrypt(entity.applicantEmailEncrypted, places.applicantEmail(entity.id));
  }

  /**
   * The keyed hash of an applicant's email, as the service kept it until an application came to
   * belong to its account alone (decisions §3): for the migrations that wrote and dropped it.
   */
  formerEmailHash(email: string): string {
    return this.lookup.email(email);
  }

  encryptAnswers(applicationId: string, answers: ApplicationAnswers): string {
    return this.fields.encrypt(JSON.stringify(answers), places.answers(applicationId));
  }

  decryptAnswers(applicationId: string, stored: string): ApplicationAnswers {
    return JSON.parse(
      this.fields.decrypt(stored, places.answers(applicationId)),
    ) as ApplicationAnswers;
  }

  statusToEntity(record: StatusRecord): Omit<ApplicationStatusHistoryEntity, 'id'> {
    const said = places.said(record);
    return {
      applicationId: record.applicationId,
      status: record.status,
      kind: record.kind,
      actorId: record.actorId,
      actorNameEncrypted: this.encryptActorName(record),
      at: record.at,
      messageEncrypted:
        record.message === null ? null : this.fields.encrypt(record.message, `${said}:message`),
      questionKeys: record.questionKeys,
      previousAnswersEncrypted:
        record.previousAnswers === null
          ? null
          : this.fields.encrypt(JSON.stringify(record.previousAnswers), `${said}:previous`),
      internalNoteEncrypted:
        record.internalNote === null
          ? null
          : this.fields.encrypt(record.internalNote, `${said}:internal-note`),
    };
  }

  statusFromEntity(entity: ApplicationStatusHistoryEntity): StatusRecord {
    const said = places.said(entity);
    return {
      applicationId: entity.applicationId,
      status: entity.status,
      kind: entity.kind,
      actorId: entity.actorId,
      actorName: this.decryptActorName(entity),
      at: entity.at,
      message:
        entity.messageEncrypted === null
          ? null
          : this.fields.decrypt(entity.messageEncrypted, `${said}:message`),
      questionKeys: entity.questionKeys,
      previousAnswers:
        entity.previousAnswersEncrypted === null
          ? null
          : (JSON.parse(
              this.fields.decrypt(entity.previousAnswersEncrypted, `${said}:previous`),
            ) as ApplicationAnswers),
      internalNote:
        entity.internalNoteEncrypted === null
          ? null
          : this.fields.decrypt(entity.internalNoteEncrypted, `${said}:internal-note`),
    };
  }

  /**
   * The reviewer's message an event for the notifications service carries, while it waits in
   * the outbox: the applicant's data, encrypted until the relay sends it (bound to its event).
   */
  encryptEventMessage(eventId: string, message: string): string {
    return this.fields.encrypt(message, places.eventMessage(eventId));
  }

  decryptEventMessage(eventId: string, stored: string): string {
    return this.fields.decrypt(stored, places.eventMessage(eventId));
  }

  /** A draft's answers, as personal as an application's. */
  encryptDraftAnswers(draftId: string, answers: ApplicationAnswers): string {
    return this.fields.encrypt(JSON.stringify(answers), places.draftAnswers(draftId));
  }

  decryptDraftAnswers(draftId: string, stored: string): ApplicationAnswers {
    return JSON.parse(
      this.fields.decrypt(stored, places.draftAnswers(draftId)),
    ) as ApplicationAnswers;
  }

  /** The member's name on a draft, for the files uploaded to it (the owner endpoint). */
  encryptDraftApplicantName(draftId: string, name: string): string {
    return this.fields.encrypt(name, places.draftApplicantName(draftId));
  }

  decryptDraftApplicantName(draftId: string, stored: string): string {
    return this.fields.decrypt(stored, places.draftApplicantName(draftId));
  }

  encryptActorName(record: Pick<StatusRecord, 'applicationId' | 'actorId' | 'actorName'>): string {
    return this.fields.encrypt(record.actorName, places.actorName(record));
  }

  decryptActorName(
    entity: Pick<
      ApplicationStatusHistoryEntity,
      'applicationId' | 'actorId' | 'actorNameEncrypted'
    >,
  ): string {
    return this.fields.decrypt(entity.actorNameEncrypted, places.actorName(entity));
  }

  /** A value only this key opens, kept to tell at start whether the key is the data's (nest-kit's encryptionKeyCheck). */
  keyCheckValue(): string {
    return this.fields.encrypt(keyCheckText, places.keyCheck);
  }

  opensKeyCheck(stored: string): boolean {
    try {
      return this.fields.decrypt(stored, places.keyCheck) === keyCheckText;
    } catch {
      return false;
    }
  }
}

const keyCheckText = 'the key of the applications schema';

/**
 * Where each value lives, bound into its ciphertext. A history row's id is made by the database
 * on insert, so an actor's name is bound to its application and its actor instead: it cannot be
 * moved to another application, nor put under another person.
 */
const places = {
  applicantName: (id: string) => `applications.applicant_name:${id}`,
  applicantEmail: (id: string) => `applications.applicant_email:${id}`,
  answers: (id: string) => `applications.answers:${id}`,
  actorName: (row: { applicationId: string; actorId: string | null }) =>
    `application_status_history.actor_name:${row.applicationId}:${row.actorId ?? ''}`,
  /**
   * What was said at one entry: bound to its application, its kind, its actor and its
   * moment (set by the service, kept to the millisecond), so it cannot be moved to another entry.
   */
  said: (row: { applicationId: string; kind: string; actorId: string | null; at: Date }) =>
    `application_status_history:${row.applicationId}:${row.kind}:${row.actorId ?? ''}:${row.at.toISOString()}`,
  draftAnswers: (id: string) => `application_drafts.answers:${id}`,
  eventMessage: (eventId: string) => `notifications_outbox.message:${eventId}`,
  draftApplicantName: (id: string) => `application_drafts.applicant_name:${id}`,
  keyCheck: 'encryption_key_check.value:1',
};
