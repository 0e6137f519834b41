import { randomUUID } from 'node:crypto';
import { grantInput, waitFor } from '@portal/testing';
import { DraftReminders } from '../src/drafts/draft-reminders.worker.js';
import { ApplicationsUnderTest } from './applications-under-test.js';

const hour = 3_600_000;

/**
 * Members with a draft are reminded 72 h and 24 h before the grant closes (the close
 * date read in America/Toronto), each reminder once, however many replicas run the round.
 * Rounds are run here at chosen moments (`round(now)`), as the timer runs them every few minutes.
 */
describe('draft reminders', () => {
  const service = new ApplicationsUnderTest();

  beforeAll(() => service.start());
  afterAll(() => service.destroy());

  const reminders = () => service.service.app.get(DraftReminders);
  /** A published grant closing on `closeDate` (as the quick-add JSON writes it). */
  const grantClosing = (closeDate: string, openDate = '2026-01-05') => {
    const grantId = randomUUID();
    service.grants.put(grantId, { input: grantInput({ openDate, closeDate, title: 'Soon Fund' }) });
    return grantId;
  };
  const remindersOf = async (draftId: string, count: number) => {
    await waitFor(
      () => service.notifications.of(draftId).length === count,
      `${count} reminders of ${draftId}`,
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    return service.notifications.of(draftId);
  };

  it('reminds 72 h and 24 h before the close, in Toronto, each once', async () => {
    // 10 March 2027 ends at 23:59:59.999 in Toronto, still on EST (UTC-5).
    const grantId = grantClosing('2027-03-10');
    const closes = Date.parse('2027-03-11T04:59:59.999Z');
    const member = service.signInMember();
    const draft = (await service.saveDraft(grantId, member)).body;
    expect(draft.closesAt).toBe('2027-03-11T04:59:59.999Z');

    expect(await reminders().round(new Date(closes - 73 * hour))).toBe(0);
    expect(await reminders().round(new Date(closes - 71 * hour))).toBe(1);
    expect(await reminders().round(new Date(closes - 70 * hour))).toBe(0);
    expect(await reminders().round(new Date(closes - 25 * hour))).toBe(0);
    expect(await reminders().round(new Date(closes - 23 * hour))).toBe(1);
    expect(await reminders().round(new Date(closes - 1 * hour))).toBe(0);
    expect(await reminders().round(new Date(closes + 1 * hour))).toBe(0);

    const sent = await remindersOf(draft._id, 2);
    expect(sent.map((event) => [event.kind, event.hoursBefore])).toEqual([
      ['draftReminder', 72],
      ['draftReminder', 24],
    ]);
    expect(sent[0]).toMatchObject({
      applicationId: draft._id,
      reference: null,
      grantId,
      grantTitle: 'Soon Fund',
      applicantId: member.principal.id,
      closesAt: '2027-03-11T04:59:59.999Z',
    });
  });

  it('reads the close date in Toronto in summer too (EDT, UTC-4)', async () => {
    const grantId = grantClosing('2027-07-10');
    const draft = (await service.saveDraft(grantId, service.signInMember())).body;
    expect(draft.closesAt).toBe('2027-07-11T03:59:59.999Z');
  });

  it('sends one reminder, the 24-hour one, for a draft begun the day before the close', async () => {
    const grantId = grantClosing('2027-04-20');
    const closes = Date.parse('2027-04-21T03:59:59.999Z');
    const draft = (await service.saveDraft(grantId, service.signInMember())).body;
    expect(await reminders().round(new Date(closes - 10 * hour))).toBe(1);
    expect(await reminders().round(new Date(closes - 9 * hour))).toBe(0);
    expect((await remindersOf(draft._id, 1)).map((event) => event.hoursBefore)).toEqual([24]);
  });

  it('sends each reminder once when two replicas run the round at the same moment', async () => {
    const grantId = grantClosing('2027-05-20');
    const closes = Date.parse('2027-05-21T03:59:59.999Z');
    const drafts = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await service.saveDraft(grantId, service.signInMember())).body,
      ),
    );
    const replica = await service.startReplica();
    const moment = new Date(closes - 30 * hour);
    const [here, there] = await Promise.all([
      reminders().round(moment),
      replica.app.get(DraftReminders).round(moment),
    ]);
    expect(here + there).toBe(5);
    for (const draft of drafts) expect(await remindersOf(draft._id, 1)).toHaveLength(1);
  });

  it('follows a close date moved since the draft was saved, and forgets drafts that were submitted or whose grant closed', async () => {
    const grantId = grantClosing('2027-06-01');
    const closes = Date.parse('2027-06-02T03:59:59.999Z');
    const moved = (await service.saveDraft(grantId, service.signInMember())).body;
    // The office gives two more weeks.
    service.grants.put(grantId, {
      input: grantInput({ openDate: '2026-01-05', closeDate: '2027-06-15', title: 'Soon Fund' }),
    });
    expect(await reminders().round(new Date(closes - 23 * hour))).toBe(0);

    const member = service.signInMember();
    const submittedGrant = grantClosing('2027-06-05');
    const submitted = (await service.saveDraft(submittedGrant, member)).body;
    await service.call('POST', `/api/grant-applications/drafts/${submitted._id}/submit`, {
      as: member,
    });
    const closedGrant = grantClosing('2027-06-05');
    const closedDraft = (await service.saveDraft(closedGrant, service.signInMember())).body;
    service.grants.put(closedGrant, {
      status: 'closed',
      input: grantInput({ openDate: '2026-01-05', closeDate: '2027-06-05' }),
    });
    expect(
      await reminders().round(new Date(Date.parse('2027-06-06T03:59:59.999Z') - 2 * hour)),
    ).toBe(0);
    expect(service.notifications.kindsOf(submitted._id)).toEqual(['received', 'newApplication']);
    expect(service.notifications.of(closedDraft._id)).toEqual([]);
    expect(service.notifications.of(moved._id)).toEqual([]);
  });
});
