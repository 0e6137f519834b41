import { aGrantSummary, anApplicationSummary } from '../test/factories.js';
import { standingApplication } from './one-application-per-member.js';

describe('standingApplication', () => {
  const grant = aGrantSummary({ oneApplicationPerMember: true });
  const mine = (status: 'submitted' | 'withdrawn' | 'rejected', reference: string) =>
    anApplicationSummary({ grantId: grant._id, status, reference });

  it('is the newest application not withdrawn, whatever its decision', () => {
    const standing = mine('rejected', 'EDU-2026-000002');
    expect(standingApplication(grant, [mine('withdrawn', 'EDU-2026-000003'), standing])).toBe(
      standing,
    );
  });

  it('is none when every application to it is withdrawn, or it is for another grant', () => {
    expect(standingApplication(grant, [mine('withdrawn', 'EDU-2026-000001')])).toBeUndefined();
    const elsewhere = anApplicationSummary({ grantId: 'another-grant', status: 'submitted' });
    expect(standingApplication(grant, [elsewhere])).toBeUndefined();
  });

  it('is none when the grant takes several applications, or the applications are unknown', () => {
    const several = { ...grant, oneApplicationPerMember: false };
    expect(standingApplication(several, [mine('submitted', 'EDU-2026-000001')])).toBeUndefined();
    expect(standingApplication(grant, undefined)).toBeUndefined();
  });
});
