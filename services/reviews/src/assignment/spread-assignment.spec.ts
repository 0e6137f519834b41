import {
  loadCap,
  planAssignments,
  type AssignmentPlanInput,
  type ReviewerPair,
} from './spread-assignment.js';

const panel = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];

/** `count` applications, oldest first, application `a<i>` from member `m<i>`. */
const applications = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    applicationId: `a${index}`,
    applicantId: `m${index}`,
  }));

const plan = (input: Partial<AssignmentPlanInput>) =>
  planAssignments({
    applications: [],
    reviewers: panel,
    perApplication: 3,
    existing: [],
    excluded: [],
    conflicts: [],
    ...input,
  });

function loads(pairs: ReviewerPair[], reviewers = panel): number[] {
  return reviewers.map((reviewer) => pairs.filter((pair) => pair.reviewerId === reviewer).length);
}

function reviewersByApplication(pairs: ReviewerPair[]): Map<string, string[]> {
  const byApplication = new Map<string, string[]>();
  for (const pair of pairs)
    byApplication.set(pair.applicationId, [
      ...(byApplication.get(pair.applicationId) ?? []),
      pair.reviewerId,
    ]);
  return byApplication;
}

/** Every rule a plan must keep, whatever the input. */
function expectRulesKept(input: AssignmentPlanInput, added: ReviewerPair[]) {
  const applicantOf = new Map(input.applications.map((each) => [each.applicationId, each]));
  const conflicts = new Set(input.conflicts.map((each) => `${each.reviewerId}|${each.memberId}`));
  const excluded = new Set(
    input.excluded.map((each) => `${each.applicationId}|${each.reviewerId}`),
  );
  for (const pair of added) {
    const application = applicantOf.get(pair.applicationId);
    expect(application).toBeDefined();
    expect(input.reviewers).toContain(pair.reviewerId);
    expect(pair.reviewerId).not.toBe(application?.applicantId);
    expect(conflicts.has(`${pair.reviewerId}|${application?.applicantId}`)).toBe(false);
    expect(excluded.has(`${pair.applicationId}|${pair.reviewerId}`)).toBe(false);
  }
  const all = [...input.existing, ...added];
  for (const reviewers of reviewersByApplication(all).values())
    expect(new Set(reviewers).size).toBe(reviewers.length);
  const cap = loadCap(input.applications.length, input.perApplication, input.reviewers.length);
  expect(Math.max(...loads(all, input.reviewers))).toBeLessThanOrEqual(cap);
}

describe('the load cap', () => {
  it('is ceil(total × N / reviewers)', () => {
    expect(loadCap(500, 3, 7)).toBe(215);
    expect(loadCap(7, 3, 7)).toBe(3);
    expect(loadCap(8, 3, 7)).toBe(4);
    expect(loadCap(0, 3, 7)).toBe(0);
    expect(loadCap(5, 1, 0)).toBe(0);
  });
});

describe('spreading N reviewers per application', () => {
  it('gives 500 applications 3 of 7 reviewers each, none on a list, loads within one', () => {
    // 20 conflicts over five reviewers, on members from the first applications to the last.
    const conflicts = Array.from({ length: 20 }, (_, index) => ({
      reviewerId: panel[index % 5],
      memberId: `m${index * 25 + 7}`,
    }));
    const input = {
      applications: applications(500),
      reviewers: panel,
      perApplication: 3,
      existing: [],
      excluded: [],
      conflicts,
    };
    const { added, short } = planAssignments(input);

    expectRulesKept(input, added);
    expect(short).toEqual([]);
    const byApplication = reviewersByApplication(added);
    expect(byApplication.size).toBe(500);
    expect([...byApplication.values()].every((reviewers) => reviewers.length === 3)).toBe(true);
    const perReviewer = loads(added);
    expect(perReviewer.reduce((sum, each) => sum + each, 0)).toBe(1_500);
    expect(Math.max(...perReviewer) - Math.min(...perReviewer)).toBeLessThanOrEqual(1);
    expect(Math.max(...perReviewer)).toBeLessThanOrEqual(215);
  });

  it.each([
    [
      'on the last applications, one reviewer',
      Array.from({ length: 20 }, (_, index) => ({ reviewerId: 'r1', memberId: `m${480 + index}` })),
    ],
    [
      'on the last applications, every reviewer',
      Array.from({ length: 20 }, (_, index) => ({
        reviewerId: panel[index % 7],
        memberId: `m${480 + index}`,
      })),
    ],
    [
      'four of seven on the last application',
      ['r1', 'r2', 'r3', 'r4'].map((reviewerId) => ({ reviewerId, memberId: 'm499' })),
    ],
  ])('still fills all 500 within one of each other with conflicts %s', (_, conflicts) => {
    const input = {
      applications: applications(500),
      reviewers: panel,
      perApplication: 3,
      existing: [],
      excluded: [],
      conflicts,
    };
    const { added, short } = planAssignments(input);
    expectRulesKept(input, added);
    expect(short).toEqual([]);
    expect(added).toHaveLength(1_500);
    const perReviewer = loads(added);
    expect(Math.max(...perReviewer) - Math.min(...perReviewer)).toBeLessThanOrEqual(1);
  });

  it('keeps loads within one with no conflicts, for any panel and N', () => {
    for (const reviewers of [panel.slice(0, 2), panel.slice(0, 5), panel])
      for (let perApplication = 1; perApplication <= reviewers.length; perApplication += 1)
        for (const count of [1, 6, 13, 50]) {
          const input = {
            applications: applications(count),
            reviewers,
            perApplication,
            existing: [],
            excluded: [],
            conflicts: [],
          };
          const { added, short } = planAssignments(input);
          expectRulesKept(input, added);
          expect(short).toEqual([]);
          expect(added).toHaveLength(count * perApplication);
          const perReviewer = loads(added, reviewers);
          expect(Math.max(...perReviewer) - Math.min(...perReviewer)).toBeLessThanOrEqual(1);
        }
  });

  it('keeps loads within one as applications arrive one at a time', () => {
    const reviewers = ['r1', 'r2', 'r3', 'r4'];
    let existing: ReviewerPair[] = [];
    for (let count = 1; count <= 30; count += 1) {
      const { added, short } = plan({
        applications: applications(count),
        reviewers,
        perApplication: 3,
        existing,
      });
      expect(short).toEqual([]);
      expect(added.map((pair) => pair.applicationId)).toEqual([
        `a${count - 1}`,
        `a${count - 1}`,
        `a${count - 1}`,
      ]);
      existing = [...existing, ...added];
      const perReviewer = loads(existing, reviewers);
      expect(Math.max(...perReviewer) - Math.min(...perReviewer)).toBeLessThanOrEqual(1);
    }
  });

  it('never gives a reviewer their own application', () => {
    const input = {
      applications: [
        { applicationId: 'a', applicantId: 'r1' },
        { applicationId: 'b', applicantId: 'r2' },
      ],
      reviewers: ['r1', 'r2', 'r3'],
      perApplication: 2,
      existing: [],
      excluded: [],
      conflicts: [],
    };
    const { added, short } = planAssignments(input);
    expectRulesKept(input, added);
    expect(reviewersByApplication(added).get('a')).toEqual(['r2', 'r3']);
    expect(reviewersByApplication(added).get('b')).toEqual(['r1', 'r3']);
    expect(short).toEqual([]);
  });

  it('replaces a recused reviewer with exactly one other, never the same again', () => {
    // 10 × 3 over 7: the cap is 5, so some reviewers have room for a replacement.
    const first = plan({ applications: applications(10) });
    const recused = first.added[4];
    const existing = first.added.filter((pair) => pair !== recused);
    const input = {
      applications: applications(10),
      reviewers: panel,
      perApplication: 3,
      existing,
      excluded: [recused],
      conflicts: [],
    };
    const again = planAssignments(input);
    expectRulesKept(input, again.added);
    expect(again.short).toEqual([]);
    expect(again.added).toHaveLength(1);
    expect(again.added[0].applicationId).toBe(recused.applicationId);
    expect(again.added[0].reviewerId).not.toBe(recused.reviewerId);
    // The two who stayed are not the newcomer.
    const stayed = existing
      .filter((pair) => pair.applicationId === recused.applicationId)
      .map((pair) => pair.reviewerId);
    expect(stayed).toHaveLength(2);
    expect(stayed).not.toContain(again.added[0].reviewerId);

    // A second recusal on the same application: neither of the two comes back.
    const secondRecused = again.added[0];
    const third = plan({
      applications: applications(10),
      existing,
      excluded: [recused, secondRecused],
    });
    expect(third.short).toEqual([]);
    expect(third.added).toHaveLength(1);
    expect(third.added[0].applicationId).toBe(recused.applicationId);
    expect([recused.reviewerId, secondRecused.reviewerId, ...stayed]).not.toContain(
      third.added[0].reviewerId,
    );
  });

  it('keeps the cap after a recusal: with every other reviewer full, the application is short', () => {
    // 7 × 3 over 7: everyone holds 3, the cap, so there is no one to hand it to.
    const first = plan({ applications: applications(7) });
    const recused = first.added[0];
    const existing = first.added.filter((pair) => pair !== recused);
    const again = plan({ applications: applications(7), existing, excluded: [recused] });
    expect(again).toEqual({ added: [], short: [recused.applicationId], moved: [] });
  });

  it('replaces a recused reviewer under a tight cap by handing over an assignment nobody started', () => {
    // 7 × 3 over 7: everyone holds 3, the cap. The one who stepped back has room for one: a
    // reviewer who may take the application hands one of their unstarted ones to them.
    const first = plan({ applications: applications(7) });
    const recused = first.added[0];
    const existing = first.added.filter((pair) => pair !== recused);
    const again = plan({
      applications: applications(7),
      existing,
      movable: existing,
      excluded: [recused],
    });
    expect(again.short).toEqual([]);
    expect(again.added).toHaveLength(1);
    expect(again.added[0].applicationId).toBe(recused.applicationId);
    expect(again.added[0].reviewerId).not.toBe(recused.reviewerId);
    expect(again.moved).toHaveLength(1);
    expect(again.moved[0]).toMatchObject({
      from: again.added[0].reviewerId,
      to: recused.reviewerId,
    });
    expect(again.moved[0].applicationId).not.toBe(recused.applicationId);
    // After the plan: every application has 3, nobody above the cap, the recused pair not made again.
    const after = existing
      .filter(
        (pair) =>
          !again.moved.some(
            (move) => move.applicationId === pair.applicationId && move.from === pair.reviewerId,
          ),
      )
      .concat(again.added)
      .concat(
        again.moved.map((move) => ({ applicationId: move.applicationId, reviewerId: move.to })),
      );
    expect(Math.max(...loads(after))).toBe(3);
    expect(after).not.toContainEqual(recused);
    for (const application of applications(7))
      expect(after.filter((pair) => pair.applicationId === application.applicationId)).toHaveLength(
        3,
      );
  });

  it('gives a late application to the least loaded reviewers', () => {
    const reviewers = ['r1', 'r2', 'r3'];
    const first = plan({ applications: applications(5), reviewers, perApplication: 1 });
    expect(loads(first.added, reviewers)).toEqual([2, 2, 1]);
    const later = plan({
      applications: applications(6),
      reviewers,
      perApplication: 1,
      existing: first.added,
    });
    expect(later).toEqual({
      added: [{ applicationId: 'a5', reviewerId: 'r3' }],
      short: [],
      moved: [],
    });

    // With N = 2 the two lightest take it, whatever their place on the panel.
    const existing = [
      { applicationId: 'a0', reviewerId: 'r1' },
      { applicationId: 'a0', reviewerId: 'r2' },
      { applicationId: 'a1', reviewerId: 'r1' },
      { applicationId: 'a1', reviewerId: 'r3' },
    ];
    expect(
      plan({ applications: applications(3), reviewers, perApplication: 2, existing }).added,
    ).toEqual([
      { applicationId: 'a2', reviewerId: 'r2' },
      { applicationId: 'a2', reviewerId: 'r3' },
    ]);
  });

  it('adds nothing when every application already has N', () => {
    const first = plan({ applications: applications(20) });
    expect(plan({ applications: applications(20), existing: first.added })).toEqual({
      added: [],
      short: [],
      moved: [],
    });
  });

  it('leaves an application short, and says so, when too few reviewers may take it', () => {
    const { added, short } = plan({
      applications: [
        { applicationId: 'a', applicantId: 'm' },
        { applicationId: 'b', applicantId: 'r1' },
      ],
      reviewers: ['r1', 'r2', 'r3'],
      perApplication: 3,
      conflicts: [{ reviewerId: 'r2', memberId: 'm' }],
    });
    // 'a' may go to r1 and r3 only; 'b' (r1's own) to r2 and r3 only.
    expect(reviewersByApplication(added).get('a')).toEqual(['r1', 'r3']);
    expect(reviewersByApplication(added).get('b')).toEqual(['r2', 'r3']);
    expect(short).toEqual(['a', 'b']);
  });

  it('hands a new assignment over rather than leave an application short', () => {
    // Cap 1. In order, a0 goes to r1 (first on an even panel); a1 may go only to r1 (r2 has
    // declared m1), so a0 moves to r2 and a1 gets r1.
    const { added, short } = plan({
      applications: applications(2),
      reviewers: ['r1', 'r2'],
      perApplication: 1,
      conflicts: [{ reviewerId: 'r2', memberId: 'm1' }],
    });
    expect(added).toEqual([
      { applicationId: 'a0', reviewerId: 'r2' },
      { applicationId: 'a1', reviewerId: 'r1' },
    ]);
    expect(short).toEqual([]);
  });

  it('never moves an existing assignment to fill another', () => {
    const { added, short } = plan({
      applications: applications(2),
      reviewers: ['r1', 'r2'],
      perApplication: 1,
      existing: [{ applicationId: 'a0', reviewerId: 'r1' }],
      conflicts: [{ reviewerId: 'r2', memberId: 'm1' }],
    });
    expect(added).toEqual([]);
    expect(short).toEqual(['a1']);
  });

  it('counts an existing assignment of a reviewer off the panel toward N, not toward a load', () => {
    const { added } = plan({
      applications: applications(1),
      reviewers: ['r1', 'r2'],
      perApplication: 2,
      existing: [{ applicationId: 'a0', reviewerId: 'gone' }],
    });
    expect(added).toEqual([{ applicationId: 'a0', reviewerId: 'r1' }]);
  });

  it('assigns nothing without a panel', () => {
    expect(plan({ applications: applications(3), reviewers: [] })).toEqual({
      added: [],
      short: [],
      moved: [],
    });
  });

  it('assigns nothing without applications', () => {
    expect(plan({ applications: [] })).toEqual({ added: [], short: [], moved: [] });
  });

  it('gives the same plan for the same input', () => {
    const conflicts = [
      { reviewerId: 'r2', memberId: 'm3' },
      { reviewerId: 'r5', memberId: 'm3' },
      { reviewerId: 'r7', memberId: 'm40' },
    ];
    const once = plan({ applications: applications(50), conflicts });
    expect(plan({ applications: applications(50), conflicts })).toEqual(once);
    expect(once.added).toHaveLength(150);
  });
});
