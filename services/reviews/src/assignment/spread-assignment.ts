/** An application to assign, and whose it is (a reviewer never gets their own). */
export interface ApplicationToAssign {
  applicationId: string;
  applicantId: string;
}

export interface ReviewerPair {
  applicationId: string;
  reviewerId: string;
}

export interface AssignmentPlanInput {
  /**
   * Every live application of the grant, oldest first: the order they are given reviewers in.
   * Include those already fully assigned: the cap is worked out from how many there are.
   */
  applications: ApplicationToAssign[];
  /** The panel's reviewer account ids, in the order they were added. */
  reviewers: string[];
  /** N: reviewers per application, 1..reviewers.length. */
  perApplication: number;
  /** Live assignments, kept as they are: they count toward N and toward the loads. */
  existing: ReviewerPair[];
  /**
   * Existing pairs nobody has started (a subset of `existing`): when an application cannot be
   * filled otherwise, one of these may be handed from a reviewer at the cap to one with room
   * (a recusal in a round where the loads are tight). Absent: existing pairs never move.
   */
  movable?: ReviewerPair[];
  /** Pairs never to make again (a recusal). */
  excluded: ReviewerPair[];
  /** Each reviewer's list: they never get an application of a member on it. */
  conflicts: Array<{ reviewerId: string; memberId: string }>;
}

export interface AssignmentPlan {
  /** Only the new pairs to add, by application (oldest first), then in panel order. */
  added: ReviewerPair[];
  /**
   * Applications left with fewer than N live assignments, oldest first: too few reviewers may
   * take them (their own, a conflict, a recusal) or those who may are at the cap. The lead
   * assigns these by hand.
   */
  short: string[];
  /** Existing pairs (of `movable`) handed to another reviewer: remove `from`'s, add `to`'s. */
  moved: Array<{ applicationId: string; from: string; to: string }>;
}

/** The most applications one reviewer holds: ceil(total × N / reviewers); 0 without a panel. */
export function loadCap(total: number, perApplication: number, reviewers: number): number {
  return reviewers > 0 ? Math.ceil((total * perApplication) / reviewers) : 0;
}

/**
 * "N reviewers per application, spread evenly". It serves the first spread, a recusal (the
 * recused pair in `excluded`, the others in `existing`: it adds the replacement) and an
 * application arriving later (it is simply not in `existing` yet).
 *
 * Never the applicant, a member on the reviewer's conflict list, or an excluded pair; never
 * above `loadCap(applications.length, N, reviewers.length)` counting existing load (a hard
 * rule: an application that cannot be filled within it stays short and is listed in `short`).
 *
 * 1. Each application in order takes the eligible reviewers with the lowest load. Ties go
 *    round the panel from a point that moves with the application's position, so no reviewer
 *    is always first; with no conflicts this alone keeps the loads within one of each other.
 * 2. An application still short borrows: a reviewer who may take it but is at the cap hands
 *    one of their new applications to someone with room (through a chain if need be), so an
 *    application is short only when no reshuffle of the new pairs could fill it.
 * 3. New pairs move from a reviewer to one at least two lighter who may take them, so late
 *    conflicts do not leave the loads uneven.
 *
 * Existing pairs move only in step 2, and only those in `movable`. The same input gives the same
 * plan.
 */
export function planAssignments(input: AssignmentPlanInput): AssignmentPlan {
  const reviewers = [...new Set(input.reviewers)];
  const wanted = input.perApplication;
  const applications = uniqueApplications(input.applications);
  if (reviewers.length === 0 || !(wanted >= 1)) return { added: [], short: [], moved: [] };

  const cap = loadCap(applications.length, wanted, reviewers.length);
  const panelOrder = new Map(reviewers.map((reviewer, index) => [reviewer, index]));
  const load = new Map(reviewers.map((reviewer) => [reviewer, 0]));
  const holders = new Map<string, Set<string>>();
  const holdersOf = (applicationId: string) => {
    let set = holders.get(applicationId);
    if (!set) holders.set(applicationId, (set = new Set()));
    return set;
  };
  for (const { applicationId, reviewerId } of input.existing) {
    const set = holdersOf(applicationId);
    if (set.has(reviewerId)) continue;
    set.add(reviewerId);
    if (load.has(reviewerId)) load.set(reviewerId, (load.get(reviewerId) as number) + 1);
  }
  const excluded = pairSet(input.excluded.map((pair) => [pair.applicationId, pair.reviewerId]));
  const conflicts = pairSet(input.conflicts.map((pair) => [pair.reviewerId, pair.memberId]));
  const eligible = (application: ApplicationToAssign, reviewer: string) =>
    reviewer !== application.applicantId &&
    !conflicts.has(pairKey(reviewer, application.applicantId)) &&
    !excluded.has(pairKey(application.applicationId, reviewer)) &&
    !holdersOf(application.applicationId).has(reviewer);
  const hasRoom = (reviewer: string) => (load.get(reviewer) as number) < cap;
  /** Lowest load first; on equal loads, round the panel starting at `position`. */
  const byLoadFrom = (position: number) => (a: string, b: string) =>
    (load.get(a) as number) - (load.get(b) as number) ||
    turn(panelOrder.get(a) as number, position, reviewers.length) -
      turn(panelOrder.get(b) as number, position, reviewers.length);

  // The new pairs, each with its application's position; a pair's reviewer may change (2, 3).
  const added: Array<{ position: number; application: ApplicationToAssign; reviewerId: string }> =
    [];
  const give = (position: number, application: ApplicationToAssign, reviewer: string) => {
    added.push({ position, application, reviewerId: reviewer });
    holdersOf(application.applicationId).add(reviewer);
    load.set(reviewer, (load.get(reviewer) as number) + 1);
  };
  // Existing pairs nobody started, which step 2 may hand over; `from` is whose they were.
  const positions = new Map(
    applications.map((application, index) => [application.applicationId, index]),
  );
  const handOver: Array<(typeof added)[number] & { from: string }> = [];
  for (const pair of input.movable ?? []) {
    const position = positions.get(pair.applicationId);
    if (position === undefined || !holdersOf(pair.applicationId).has(pair.reviewerId)) continue;
    if (!load.has(pair.reviewerId)) continue;
    handOver.push({
      position,
      application: applications[position],
      reviewerId: pair.reviewerId,
      from: pair.reviewerId,
    });
  }
  const move = (pair: (typeof added)[number], to: string) => {
    const set = holdersOf(pair.application.applicationId);
    set.delete(pair.reviewerId);
    set.add(to);
    load.set(pair.reviewerId, (load.get(pair.reviewerId) as number) - 1);
    load.set(to, (load.get(to) as number) + 1);
    pair.reviewerId = to;
  };
  const missing = (application: ApplicationToAssign) =>
    wanted - holdersOf(application.applicationId).size;

  // 1. Lowest load first, in order.
  applications.forEach((application, position) => {
    const candidates = reviewers
      .filter((reviewer) => eligible(application, reviewer) && hasRoom(reviewer))
      .sort(byLoadFrom(position));
    for (const reviewer of candidates.slice(0, Math.max(0, missing(application))))
      give(position, application, reviewer);
  });

  // 2. Fill what is short through a chain of hand-overs of new (or movable) pairs, ending at a reviewer with
  // room: a breadth-first search over reviewers, so the chain is as short as it can be.
  const fillOne = (position: number, application: ApplicationToAssign): boolean => {
    const cameFrom = new Map<string, { from: string; pair: (typeof added)[number] } | null>();
    const queue: string[] = [];
    for (const reviewer of reviewers
      .filter((each) => eligible(application, each))
      .sort(byLoadFrom(position))) {
      cameFrom.set(reviewer, null);
      queue.push(reviewer);
    }
    for (let head = 0; head < queue.length; head += 1) {
      const reviewer = queue[head];
      if (hasRoom(reviewer)) {
        // Walk back: each reviewer on the chain takes the pair of the one before, the first
        // one is freed for the short application.
        let at = reviewer;
        for (let step = cameFrom.get(at); step; step = cameFrom.get(at)) {
          move(step.pair, at);
          at = step.from;
        }
        give(position, application, at);
        return true;
      }
      for (const pair of [...added, ...handOver]) {
        if (pair.reviewerId !== reviewer) continue;
        for (const next of reviewers) {
          if (cameFrom.has(next) || !eligible(pair.application, next)) continue;
          cameFrom.set(next, { from: reviewer, pair });
          queue.push(next);
        }
      }
    }
    return false;
  };
  applications.forEach((application, position) => {
    while (missing(application) > 0) if (!fillOne(position, application)) break;
  });

  // 3. Even out: a new pair goes from a reviewer to one at least two lighter. Each move lowers
  // the sum of the squared loads, so this ends.
  for (let moved = true; moved;) {
    moved = false;
    const heaviestFirst = [...reviewers].sort((a, b) => byLoadFrom(0)(b, a));
    const lightestFirst = [...reviewers].sort(byLoadFrom(0));
    search: for (const heavy of heaviestFirst)
      for (const light of lightestFirst) {
        if ((load.get(heavy) as number) - (load.get(light) as number) < 2) break;
        // The latest application first: the earliest keep the reviewers they were given.
        for (let index = added.length - 1; index >= 0; index -= 1) {
          const pair = added[index];
          if (pair.reviewerId !== heavy || !eligible(pair.application, light)) continue;
          move(pair, light);
          moved = true;
          break search;
        }
      }
  }

  return {
    added: added
      .sort(
        (a, b) =>
          a.position - b.position ||
          (panelOrder.get(a.reviewerId) as number) - (panelOrder.get(b.reviewerId) as number),
      )
      .map(({ application, reviewerId }) => ({
        applicationId: application.applicationId,
        reviewerId,
      })),
    short: applications
      .filter((application) => missing(application) > 0)
      .map((application) => application.applicationId),
    moved: handOver
      .filter((pair) => pair.reviewerId !== pair.from)
      .map((pair) => ({
        applicationId: pair.application.applicationId,
        from: pair.from,
        to: pair.reviewerId,
      })),
  };
}

/** A reviewer's place in the round that starts at the application's position. */
function turn(index: number, position: number, panelSize: number): number {
  return (((index - position) % panelSize) + panelSize) % panelSize;
}

function uniqueApplications(applications: ApplicationToAssign[]): ApplicationToAssign[] {
  const seen = new Set<string>();
  return applications.filter((application) => {
    if (seen.has(application.applicationId)) return false;
    seen.add(application.applicationId);
    return true;
  });
}

// Ids are joined with a character no id holds, so two different pairs never share a key.
function pairKey(a: string, b: string): string {
  return `${a}\u0000${b}`;
}

function pairSet(pairs: Array<[string, string]>): Set<string> {
  return new Set(pairs.map(([a, b]) => pairKey(a, b)));
}
