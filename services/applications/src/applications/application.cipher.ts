import { Inject, Injectable } from '@nestjs/common';
import type { ApplicationAnswers } from '@portal/contract';
import {
  asJson,
  encryptedRecord,
  FieldEncryption,
  LookupHash,
  type FieldBuilders,
} from '@portal/field-crypto';
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

type RowId = { id: string };
/** A history row's id is made by the database on insert, so its values are bound otherwise. */
type StatusActor = { applicationId: string; actorId: string | null };
type StatusEntry = StatusActor & { kind: string; at: Date };

/** What was said at one entry: bound to its application, kind, actor and moment (to the ms). */
const said = (row: StatusEntry) =>
  `application_status_history:${row.applicationId}:${row.kind}:${row.actorId ?? ''}:${row.at.toISOString()}`;

/**
 * The applicant's personal data at rest (decisions §5), each value bound to its column and row
 * (its place), so a ciphertext copied elsewhere does not decrypt. The key check and the places
 * are part of the stored format: never change them.
 */
export const applicationEncryption = {
  purpose: applicationKeyPurposes.fields,
  keyCheck: { text: 'the key of the applications schema', place: 'encryption_key_check.value:1' },
  records: {
    /** The applicant's name and email, as their account had them at submission. */
    applicant: encryptedRecord((field: FieldBuilders<RowId>) => ({
      name: field.required(
        'applicantNameEncrypted',
        ({ id }) => `applications.applicant_name:${id}`,
      ),
      email: field.required(
        'applicantEmailEncrypted',
        ({ id }) => `applications.applicant_email:${id}`,
      ),
    })),
    answers: encryptedRecord((field: FieldBuilders<RowId>) => ({
      answers: field.required(
        'answersEncrypted',
        ({ id }) => `applications.answers:${id}`,
        asJson<ApplicationAnswers>(),
      ),
    })),
    /** An actor's name: it cannot be moved to another application, nor put under another person. */
    statusActor: encryptedRecord((field: FieldBuilders<StatusActor>) => ({
      actorName: field.required(
        'actorNameEncrypted',
        (row) => `application_status_history.actor_name:${row.applicationId}:${row.actorId ?? ''}`,
      ),
    })),
    statusSaid: encryptedRecord((field: FieldBuilders<StatusEntry>) => ({
      message: field.optional('messageEncrypted', (row) => `${said(row)}:message`),
      previousAnswers: field.optional(
        'previousAnswersEncrypted',
        (row) => `${said(row)}:previous`,
        asJson<ApplicationAnswers>(),
      ),
      internalNote: field.optional('internalNoteEncrypted', (row) => `${said(row)}:internal-note`),
    })),
    /** A draft's answers, as personal as an application's, and the member's name on it. */
    draft: encryptedRecord((field: FieldBuilders<RowId>) => ({
      answers: field.required(
        'answersEncrypted',
        ({ id }) => `application_drafts.answers:${id}`,
        asJson<ApplicationAnswers>(),
      ),
      applicantName: field.required(
        'applicantNameEncrypted',
        ({ id }) => `application_drafts.applicant_name:${id}`,
      ),
    })),
    /**
     * The reviewer's message an event for the notifications service carries, while it waits in
     * the outbox: the applicant's data, encrypted until the relay sends it (bound to its event).
     */
    notificationEvent: encryptedRecord((field: FieldBuilders<RowId>) => ({
      message: field.required('messageEncrypted', ({ id }) => `notifications_outbox.message:${id}`),
    })),
  },
};

type SummaryColumns = Omit<ApplicationEntity, 'answersEncrypted' | 'sections' | 'requestedKeys'>;

/** The applicant's name and email, as their account had them at submission. */
export interface Applicant {
  name: string;
  email: string;
}

/**
 * The declaration above with the service's key, for injection, and the mapping of an
 * application and its status history to their rows and back. A value that does not decrypt
 * throws `FieldDecryptionError`, naming the place, never the value.
 */
@Injectable()
export class ApplicationCipher extends FieldEncryption<typeof applicationEncryption.records> {
  readonly lookup: LookupHash;

  constructor(@Inject(DATA_ENCRYPTION_KEY) dataEncryptionKey: string) {
    super(dataEncryptionKey, applicationEncryption);
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

  statusToEntity(record: StatusRecord): Omit<ApplicationStatusHistoryEntity, 'id'> {
    return {
      applicationId: record.applicationId,
      status: record.status,
      kind: record.kind,
      actorId: record.actorId,
      actorNameEncrypted: this.encryptActorName(record),
      at: record.at,
      ...this.records.statusSaid.encrypt(record, record),
      questionKeys: record.questionKeys,
    };
  }

  statusFromEntity(entity: ApplicationStatusHistoryEntity): StatusRecord {
    return {
      applicationId: entity.applicationId,
      status: entity.status,
      kind: entity.kind,
      actorId: entity.actorId,
      actorName: this.decryptActorName(entity),
      at: entity.at,
      ...this.records.statusSaid.decrypt(entity, entity),
      questionKeys: entity.questionKeys,
    };
  }

  // The one-value forms the migrations that encrypted the stored data use.

  encryptApplicant(applicationId: string, applicant: Applicant) {
    return this.records.applicant.encrypt({ id: applicationId }, applicant);
  }

  decryptApplicant(
    entity: Pick<ApplicationEntity, 'id' | 'applicantNameEncrypted' | 'applicantEmailEncrypted'>,
  ): Applicant {
    return this.records.applicant.decrypt(entity, entity);
  }

  encryptAnswers(applicationId: string, answers: ApplicationAnswers): string {
    return this.records.answers.encryptField('answers', { id: applicationId }, answers);
  }

  decryptAnswers(applicationId: string, stored: string): ApplicationAnswers {
    return this.records.answers.decryptField('answers', { id: applicationId }, stored);
  }

  encryptActorName(record: Pick<StatusRecord, 'applicationId' | 'actorId' | 'actorName'>): string {
    return this.records.statusActor.encryptField('actorName', record, record.actorName);
  }

  decryptActorName(
    entity: Pick<
      ApplicationStatusHistoryEntity,
      'applicationId' | 'actorId' | 'actorNameEncrypted'
    >,
  ): string {
    return this.records.statusActor.decryptField('actorName', entity, entity.actorNameEncrypted);
  }

  /**
   * The keyed hash of an applicant's email, as the service kept it until an application came to
   * belong to its account alone (decisions §3): for the migrations that wrote and dropped it.
   */
  formerEmailHash(email: string): string {
    return this.lookup.email(email);
  }
}
