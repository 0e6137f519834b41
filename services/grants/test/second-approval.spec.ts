import { defaultOfficeSettings } from '@portal/contract';
import { grantInput, waitFor } from '@portal/testing';
import { FakeNotifications } from './fake-notifications.js';
import { grantsTestEnvironment } from './grants-environment.js';
import { GrantsUnderTest } from './grants-under-test.js';

/**
 * "Submit for Approval" with the office's second approval on: a grant waiting for approval is
 * published by someone else (staff with the education flag, or an admin), who is told it waits;
 * the one who submitted it cannot publish it, nor can anyone create a grant already published.
 * Off, as installed, the spec's flow is unchanged.
 */
describe('the second approval of grants', () => {
  const grants = new GrantsUnderTest();
  let notifications: FakeNotifications;

  beforeAll(async () => {
    notifications = await FakeNotifications.start(grantsTestEnvironment().SERVICE_SECRET as string);
    await grants.start({ NOTIFICATIONS_URL: notifications.url });
  });
  afterAll(async () => {
    await grants.destroy();
    await notifications?.stop();
  });

  const secondApproval = (on: boolean) => {
    grants.identity.officeSettings = { ...defaultOfficeSettings, grantSecondApprovalRequired: on };
  };
  const submit = (grant: { _id: string }, as = grants.reviewer) =>
    grants.call('POST', `/api/grants/${grant._id}/submit`, { as });
  const publish = (grant: { _id: string }, as = grants.reviewer) =>
    grants.call('POST', `/api/grants/${grant._id}/publish`, { as });
  const putStatus = (grant: any, status: string, as = grants.reviewer) =>
    grants.call('PUT', `/api/grants/${grant._id}`, { body: { ...grant, status }, as });

  describe('off, as installed', () => {
    beforeAll(() => secondApproval(false));

    it('lets whoever built a grant publish it, by the edit form or the button, and tells nobody', async () => {
      const built = await grants.create(grantInput());
      expect((await putStatus(built, 'published')).body.status).toBe('published');
      const other = await grants.create(grantInput());
      expect((await submit(other)).status).toBe(200);
      expect((await publish(other)).body.status).toBe('published');
      expect(notifications.about(other._id)).toEqual([]);
    });

    it('makes a grant sent as published a draft, as the spec says', async () => {
      expect((await grants.create(grantInput({ status: 'published' }))).status).toBe('draft');
    });
  });

  describe('on', () => {
    beforeAll(() => secondApproval(true));

    it('records who submitted a grant and tells every other reviewer it waits', async () => {
      const grant = await grants.create(grantInput({ title: 'Elders Knowledge Award' }));
      const submitted = await submit(grant);
      expect(submitted.body).toMatchObject({
        status: 'pendingApproval',
        submittedBy: grants.reviewer.principal.id,
      });
      await waitFor(() => notifications.about(grant._id).length === 1, 'the notice of the grant');
      expect(notifications.about(grant._id)[0]).toMatchObject({
        kind: 'grantAwaitingApproval',
        grantId: grant._id,
        grantTitle: 'Elders Knowledge Award',
        applicationId: null,
        applicantId: null,
        exceptIds: [grants.reviewer.principal.id],
      });
    });

    it('refuses the submitter publishing it, by the button or the edit form, with a sentence', async () => {
      const grant = await grants.create(grantInput());
      await submit(grant);
      const byButton = await publish(grant);
      expect(byButton).toMatchObject({
        status: 409,
        body: {
          code: 'grant.second_approver_required',
          message: 'Another staff member must publish this grant: you submitted it for approval.',
        },
      });
      const byForm = await putStatus({ ...grant, status: 'pendingApproval' }, 'published');
      expect(byForm).toMatchObject({
        status: 409,
        body: { code: 'grant.second_approver_required' },
      });
      const stored = await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.admin });
      expect(stored.body.status).toBe('pendingApproval');
    });

    it('lets another reviewer or an admin publish it', async () => {
      const first = await grants.create(grantInput());
      await submit(first);
      expect((await publish(first, grants.admin)).body.status).toBe('published');

      const second = await grants.create(grantInput());
      await submit(second, grants.admin);
      expect((await putStatus(second, 'published', grants.reviewer)).body.status).toBe('published');
      const history = await grants.call('GET', `/api/grants/${second._id}/history`, {
        as: grants.admin,
      });
      expect(
        history.body.map((entry: any) => [entry.action, entry.actorName, entry.toStatus]),
      ).toEqual([
        ['created', 'Rita Reviewer', null],
        ['submitted', 'Ada Admin', 'pendingApproval'],
        ['edited', 'Rita Reviewer', null],
        ['status-changed', 'Rita Reviewer', 'published'],
      ]);
    });

    it('counts setting Pending Approval on the edit form as submitting', async () => {
      const grant = await grants.create(grantInput());
      const pending = await putStatus(grant, 'pendingApproval', grants.admin);
      expect(pending.body.submittedBy).toBe(grants.admin.principal.id);
      await waitFor(() => notifications.about(grant._id).length === 1, 'the notice of the grant');
      expect((await publish(grant, grants.admin)).status).toBe(409);
      expect((await publish(grant, grants.reviewer)).status).toBe(200);
    });

    it('refuses publishing a grant that was never submitted, whoever asks', async () => {
      const grant = await grants.create(grantInput());
      for (const as of [grants.reviewer, grants.admin]) {
        expect(await publish(grant, as)).toMatchObject({
          status: 409,
          body: {
            code: 'grant.second_approver_required',
            message:
              'This grant must be submitted for approval first; another staff member then publishes it.',
          },
        });
        expect((await putStatus(grant, 'published', as)).status).toBe(409);
      }
    });

    it('refuses creating a grant already published', async () => {
      const answer = await grants.call('POST', '/api/grants', {
        body: grantInput({ status: 'published' }),
        as: grants.admin,
      });
      expect(answer).toMatchObject({
        status: 409,
        body: {
          code: 'grant.second_approver_required',
          message:
            'A new grant cannot start published: save it, submit it for approval, and another staff member publishes it.',
        },
      });
      // A draft (or a copy, which never carries a status) is made as always.
      expect((await grants.create(grantInput())).status).toBe('draft');
    });

    it('leaves other edits, closing and archiving to anyone, and a published grant published', async () => {
      const grant = await grants.create(grantInput());
      await submit(grant);
      const published = (await publish(grant, grants.admin)).body;
      const edited = await grants.call('PUT', `/api/grants/${grant._id}`, {
        body: { ...published, title: 'Renamed by its builder' },
        as: grants.reviewer,
      });
      expect(edited.body).toMatchObject({ status: 'published', title: 'Renamed by its builder' });
      expect((await putStatus(edited.body, 'closed')).body.status).toBe('closed');
    });

    it('answers 503, not a publication, while the setting cannot be read', async () => {
      const grant = await grants.create(grantInput());
      await submit(grant);
      grants.identity.unavailable = true;
      try {
        const answer = await publish(grant, grants.admin);
        expect(answer.status).toBe(503);
      } finally {
        grants.identity.unavailable = false;
      }
      const stored = await grants.call('GET', `/api/grants/${grant._id}`, { as: grants.admin });
      expect(stored.body.status).toBe('pendingApproval');
    });
  });
});
