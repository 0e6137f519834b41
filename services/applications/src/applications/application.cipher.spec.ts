import type { ApplicationAnswers } from '@portal/contract';
import type { ApplicationStatusHistoryEntity } from './application-status-history.entity.js';
import { ApplicationCipher } from './application.cipher.js';

/**
 * Written by the hand-written ApplicationCipher this declaration replaced, with this key: what
 * is stored already must open unchanged, whatever the column.
 */
const key = 'vectors-written-by-the-hand-written-ciphers-01';
const applicationId = '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const otherId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const at = new Date('2026-11-27T19:00:00.123Z');
const answers = { q1: 'Ñandú', q2: ['a', 'b'] } as unknown as ApplicationAnswers;
const writtenBefore = {
  applicantNameEncrypted: 'v1:pkCsy8g4lMguvNlES6B_YnfEiBVAL8-COtCKV2HNth5BYNs0rEMo',
  applicantEmailEncrypted: 'v1:5lH2wSb-kEpIJAR9_pGMnG9PWdBa5JMmT-dd-dLihT1ocFccLtW62r0Kuw',
  answers: 'v1:ZHU48-sLvtSg9KgsutyZSERpQFNpqHPEHscDynz3ZH6plcPCu8sOR5FIavs-30V8qJOSNeHg4wAsi6k',
  status: {
    actorNameEncrypted: 'v1:21retT01l5G_xXESraSzo1s7AvwFq6auwFCstvxZbQVMPQqqPiqzWc4',
    messageEncrypted: 'v1:mFzYus6GGVehXEg396BG1_53foZJHWjaC9jpSHsqls3MADVf0B5xopcvU1zQozOD3g',
    previousAnswersEncrypted:
      'v1:cIncfKC5CX3G--XF-mn9vIcXJaDlxweLpJsrcW8bwqIyQ60MWQtVCditRA7P3hiZe2d3oHe3DLhB7xY',
    internalNoteEncrypted: 'v1:esoHuLaErigTCecsuh8hpaqnXpOPusLOMxSvTEkm_hLVe6r-bzw',
  },
  statusNoActorName: 'v1:EqzmeKcEtNDt1lh3DtTuvvRytO6_eGqw4Ng4d8e92w',
  eventMessage: 'v1:rZBPZS8nHDRF9RzAC87_Z5ojNezNEu2tcuUhxZ6sB9q2_Y2MBlufJCP5PinvAGk',
  draftAnswers:
    'v1:0BbHyaeITQcVlS6jbisq9B44TaRjX0_93twdfT-8litf8crCmxcuYukpGH74HC_NJL5K-iS9jUJGtwE',
  draftApplicantName: 'v1:RBnG75ENXUljIGPAivSdZ-C4mPdYsWG26OG41eKoLj4Bd2F5AqHk',
  keyCheck:
    'v1:FwVE8g0briMhpQqPxyZyG2k7noDzGri9BnuT_AYDFadlgEQ-L4r6U9-0kPGm3wLP0QX9xZAPpwB1uro-mL4',
  formerEmailHash: 'whAGu_E1-rut4A-8VDmSPp3KtQnkzLeHWBb3KEtOYg0',
};

describe('ApplicationCipher and the applications already stored', () => {
  const sut = new ApplicationCipher(key);

  it('opens the applicant, the answers and the key check', () => {
    expect(sut.decryptApplicant({ id: applicationId, ...writtenBefore })).toEqual({
      name: 'Ann Ñandú',
      email: 'ann@example.org',
    });
    expect(sut.decryptAnswers(applicationId, writtenBefore.answers)).toEqual(answers);
    expect(sut.opensKeyCheck(writtenBefore.keyCheck)).toBe(true);
    expect(sut.formerEmailHash('ann@example.org')).toBe(writtenBefore.formerEmailHash);
  });

  it('opens a status history entry, with and without an actor', () => {
    const entry = {
      id: '1',
      applicationId,
      status: 'moreInfo',
      kind: 'moreInfoRequested',
      actorId: otherId,
      at,
      questionKeys: ['q1'],
      ...writtenBefore.status,
    } as unknown as ApplicationStatusHistoryEntity;
    expect(sut.statusFromEntity(entry)).toMatchObject({
      actorName: 'Rita Reviewer',
      message: 'Please add the budget',
      previousAnswers: answers,
      internalNote: 'looks fine',
    });
    const withoutActor = {
      id: '2',
      applicationId,
      status: 'submitted',
      kind: 'submitted',
      actorId: null,
      at,
      actorNameEncrypted: writtenBefore.statusNoActorName,
      messageEncrypted: null,
      questionKeys: null,
      previousAnswersEncrypted: null,
      internalNoteEncrypted: null,
    } as unknown as ApplicationStatusHistoryEntity;
    expect(sut.statusFromEntity(withoutActor)).toMatchObject({
      actorName: 'Ann',
      message: null,
      previousAnswers: null,
      internalNote: null,
    });
  });

  it('opens a draft and an outbox event’s message', () => {
    expect(
      sut.records.draft.decrypt(
        { id: applicationId },
        {
          answersEncrypted: writtenBefore.draftAnswers,
          applicantNameEncrypted: writtenBefore.draftApplicantName,
        },
      ),
    ).toEqual({ answers, applicantName: 'Ann Ñandú' });
    expect(
      sut.records.notificationEvent.decryptField(
        'message',
        { id: otherId },
        writtenBefore.eventMessage,
      ),
    ).toBe('Approved, well done');
  });

  it('does not open what was said at one entry under another moment', () => {
    const entry = {
      applicationId,
      kind: 'moreInfoRequested',
      actorId: otherId,
      at: new Date(at.getTime() + 1),
    };
    expect(() =>
      sut.records.statusSaid.decryptField('message', entry, writtenBefore.status.messageEncrypted),
    ).toThrow(/application_status_history:/);
  });
});
