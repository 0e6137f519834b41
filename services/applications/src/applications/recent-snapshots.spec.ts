import type { GrantSnapshot } from '@portal/contract';
import { RecentSnapshots } from './recent-snapshots.js';

const snapshot = (grantId: string, title = 'A grant'): GrantSnapshot => ({
  grantId,
  title,
  type: 'award',
  status: 'published',
  openDate: '2026-01-01T05:00:00.000Z',
  closeDate: '2026-12-31T05:00:00.000Z',
  oneApplicationPerMember: true,
  sections: [],
});

describe('RecentSnapshots', () => {
  it('recalls the snapshot last read, within its age', () => {
    const recent = new RecentSnapshots(10, 1_000);
    recent.remember(snapshot('a', 'first'), 0);
    recent.remember(snapshot('a', 'second'), 500);
    expect(recent.recall('a', 1_500)?.title).toBe('second');
    expect(recent.recall('a', 1_501)).toBeUndefined();
    expect(recent.recall('b', 0)).toBeUndefined();
  });

  it('forgets a grant that no longer exists', () => {
    const recent = new RecentSnapshots(10, 1_000);
    recent.remember(snapshot('a'), 0);
    recent.forget('a');
    expect(recent.recall('a', 0)).toBeUndefined();
  });

  it('keeps at most its capacity, the least recently read going first', () => {
    const recent = new RecentSnapshots(2, 1_000);
    recent.remember(snapshot('a'), 0);
    recent.remember(snapshot('b'), 0);
    recent.remember(snapshot('a'), 1);
    recent.remember(snapshot('c'), 2);
    expect(recent.recall('a', 2)).toBeDefined();
    expect(recent.recall('b', 2)).toBeUndefined();
    expect(recent.recall('c', 2)).toBeDefined();
  });
});
