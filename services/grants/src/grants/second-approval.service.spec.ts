import type { OfficeSettings } from '@portal/contract';
import { type AuthenticatedCaller, DomainException, IdentityClient } from '@portal/nest-kit';
import { standIn, testSubject } from '@portal/nest-kit/testing';
import type { GrantEntity } from './grant.entity.js';
import { SecondApproval } from './second-approval.service.js';

const approvalWith = (grantSecondApprovalRequired: boolean) => {
  const reads = { count: 0 };
  const sut = testSubject(
    SecondApproval,
    standIn(IdentityClient, {
      officeSettings: async () => {
        reads.count += 1;
        return { grantSecondApprovalRequired } as OfficeSettings;
      },
    }),
  );
  return { sut, reads };
};

const caller = (id: string) => ({ principal: { id } }) as AuthenticatedCaller;
const grant = (fields: Partial<GrantEntity>) => fields as GrantEntity;

function codeOf(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof DomainException) return error.code;
    throw error;
  }
}

describe('SecondApproval (the office setting grantSecondApprovalRequired)', () => {
  it('on: publishes only a grant waiting for approval, and never by the one who submitted it', async () => {
    const { sut } = approvalWith(true);
    const rules = await sut.rulesFor('published');
    expect(rules.required).toBe(true);

    const draft = grant({ status: 'draft', submittedBy: null });
    const waiting = grant({ status: 'pendingApproval', submittedBy: 'alice' });
    expect(codeOf(() => rules.checkPublisher(draft, caller('bob')))).toBe(
      'grant.second_approver_required',
    );
    expect(codeOf(() => rules.checkPublisher(waiting, caller('alice')))).toBe(
      'grant.second_approver_required',
    );
    expect(codeOf(() => rules.checkPublisher(waiting, caller('bob')))).toBeUndefined();
  });

  it('on: refuses a new grant sent as published', async () => {
    const { sut } = approvalWith(true);
    await expect(sut.refuseCreatingPublished()).rejects.toMatchObject({
      code: 'grant.second_approver_required',
    });
  });

  it('off: anyone allowed to publish publishes any grant', async () => {
    const { sut } = approvalWith(false);
    const rules = await sut.rulesFor('published');
    expect(rules.required).toBe(false);
    expect(codeOf(() => rules.checkPublisher(grant({ status: 'draft' }), caller('bob')))).toBe(
      undefined,
    );
    await expect(sut.refuseCreatingPublished()).resolves.toBeUndefined();
  });

  it('reads the setting only for changes it concerns', async () => {
    const { sut, reads } = approvalWith(true);
    expect((await sut.rulesFor('closed')).required).toBe(false);
    expect((await sut.rulesFor(undefined)).required).toBe(false);
    expect(reads.count).toBe(0);
  });
});
