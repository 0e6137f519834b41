import { standIn, testSubject } from '@portal/nest-kit/testing';
import type { EntityManager } from 'typeorm';
import { ApplicationsRepository } from './applications.repository.js';
import {
  OneApplicationPerMember,
  alreadyAppliedMessage,
} from './one-application-per-member.service.js';

const transaction = {} as EntityManager;

/** The member's live applications by grant, and the order the repository was asked in. */
function memberWith(references: Record<string, string>) {
  const asked: string[] = [];
  const sut = testSubject(
    OneApplicationPerMember,
    standIn(ApplicationsRepository, {
      lockMemberGrantPair: async (userId, grantId, manager) => {
        expect(manager).toBe(transaction);
        asked.push(`lock ${userId} ${grantId}`);
      },
      firstLiveReference: async (userId, grantId, manager) => {
        expect(manager).toBe(transaction);
        asked.push(`look ${userId} ${grantId}`);
        return references[grantId];
      },
    }),
  );
  return { sut, asked };
}

describe('OneApplicationPerMember', () => {
  it('refuses a second application with 409 application.already_applied, naming the first', async () => {
    const { sut } = memberWith({ 'grant-1': 'EDU-2026-000042' });
    await expect(sut.assertNoneYet('member-1', 'grant-1', transaction)).rejects.toMatchObject({
      code: 'application.already_applied',
      message: alreadyAppliedMessage('EDU-2026-000042'),
      reference: 'EDU-2026-000042',
    });
  });

  it('lets a member with no live application to that grant apply', async () => {
    const { sut } = memberWith({ 'grant-1': 'EDU-2026-000042' });
    await expect(sut.assertNoneYet('member-1', 'grant-2', transaction)).resolves.toBeUndefined();
  });

  it('looks only once the pair is locked, in the submission’s transaction', async () => {
    const { sut, asked } = memberWith({});
    await sut.assertNoneYet('member-1', 'grant-1', transaction);
    expect(asked).toEqual(['lock member-1 grant-1', 'look member-1 grant-1']);
  });
});
