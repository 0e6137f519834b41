import type { LoginResponse } from '@portal/contract';
import { notificationAdminEndpoints, notificationEndpoints } from '@portal/contract/notifications';
import { waitFor } from '@portal/testing';
import { callAs } from '../api-call.js';
import {
  publishOpenGrantThroughApi,
  publishedEveryQuestionTypeGrant,
  saveDraftThroughApi,
  setApplicationStatusThroughApi,
  submitApplicationThroughApi,
  torontoDateFromToday,
} from '../applications-api.js';
import { uploadThroughApi } from '../files-api.js';
import { createGrantThroughApi } from '../grants-api.js';
import { testAdmin } from '../portal-process.js';
import { registerThroughApi, signInThroughApi } from '../sessions.js';

export type Role = 'anonymous' | 'member' | 'admin';
export const roles: readonly Role[] = ['anonymous', 'member', 'admin'];

/** Ids of real things, so that a probe can reach past "not found" into the code behind it. */
export interface FuzzIds {
  grant: string;
  application: string;
  draft: string;
  file: string;
  member: string;
  notification: string;
  delivery: string;
}

/**
 * What the fuzz works on: a member and an admin signed in through the API, a published grant
 * with one question of each type, the member's application to it with a file, a draft, a
 * notice and its email. `spare` ids are for calls that change or use up what they are given
 * (a draft submitted, a grant sent for approval), so the others stay as they are.
 */
export interface FuzzWorld {
  sessions: Record<Exclude<Role, 'anonymous'>, LoginResponse>;
  /** Second sessions of the same accounts, for the calls that end the caller's session. */
  spareSessions: Record<Exclude<Role, 'anonymous'>, LoginResponse>;
  ids: FuzzIds;
  spare: Partial<FuzzIds>;
  /** The member's registration, for bodies that must name the member's own data. */
  member: { firstName: string; lastName: string; email: string; cardNumber: string };
  /** The question key of the grant's file question. */
  fileQuestionKey: string;
}

const member = {
  firstName: 'Fuzz',
  lastName: 'Member',
  email: 'fuzz.member@fuzz.example',
  cardNumber: 'RS-FUZZ-1',
  password: 'fuzz member password',
};
const spareMember = {
  firstName: 'Spare',
  lastName: 'Member',
  email: 'spare.member@fuzz.example',
  cardNumber: 'RS-FUZZ-2',
  password: 'spare member password',
};

const answers = (study: string) => ({
  '0-0': study,
  '0-1': 'yes',
  '0-2': '2027-01-10',
  '0-3': 'Part-time',
  '1-0': ['Books', 'Travel'],
  '1-1': ['Housing', 'Tuition', 'Transportation'],
  '1-2': 'enrolment.pdf',
});

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export async function buildFuzzWorld(baseUrl: string): Promise<FuzzWorld> {
  const admin = await signInThroughApi(baseUrl, testAdmin.email, testAdmin.password);
  const adminSpare = await signInThroughApi(baseUrl, testAdmin.email, testAdmin.password);
  const memberSession = await registerThroughApi(baseUrl, member);
  const memberSpare = await signInThroughApi(baseUrl, member.email, member.password);
  const spareAccount = await registerThroughApi(baseUrl, spareMember);

  const dates = { openDate: torontoDateFromToday(-5), closeDate: torontoDateFromToday(40) };
  // The member holds two applications to it.
  const grant = await publishedEveryQuestionTypeGrant(baseUrl, admin, 'Fuzz Bursary', dates, {
    oneApplicationPerMember: false,
  });
  const otherGrant = await publishOpenGrantThroughApi(baseUrl, admin, 'Fuzz Travel Grant');
  const spareGrant = await createGrantThroughApi(baseUrl, admin, 'Fuzz Draft Grant');

  const application = await submitApplicationThroughApi(
    baseUrl,
    memberSession,
    grant._id,
    answers('Nursing at the college.'),
  );
  const spareApplication = await submitApplicationThroughApi(
    baseUrl,
    memberSession,
    grant._id,
    answers('Welding at the trade school.'),
  );
  const upload = await uploadThroughApi(baseUrl, memberSession, {
    applicationId: application._id,
    questionKey: '1-2',
    name: 'enrolment.pdf',
    content: pdf,
  });
  if (upload.status !== 201)
    throw new Error(`the upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
  const { '1-2': _file, ...draftAnswers } = answers('Carpentry.');
  const draft = await saveDraftThroughApi(baseUrl, memberSession, grant._id, draftAnswers);
  const spareDraft = await saveDraftThroughApi(baseUrl, memberSession, otherGrant._id, {
    '0-0': 'Trades.',
  });

  // A status set by a reviewer gives the member a notice, and the notice an email.
  await setApplicationStatusThroughApi(baseUrl, admin, application._id, 'reviewed');
  let notification = '';
  await waitFor(
    async () => {
      const page = await callAs(baseUrl, memberSession, notificationEndpoints.list);
      notification = page.items[0]?.id ?? '';
      return notification !== '';
    },
    "the member's notice of the status change",
    { timeoutMs: 30_000, intervalMs: 200 },
  );
  let delivery = '';
  await waitFor(
    async () => {
      for (const state of ['pending', 'sent', 'failed']) {
        const page = await callAs(baseUrl, admin, notificationAdminEndpoints.list, {
          query: { state },
        });
        delivery = page.items[0]?.id ?? delivery;
      }
      return delivery !== '';
    },
    "the notice's email",
    { timeoutMs: 30_000, intervalMs: 200 },
  );

  return {
    sessions: { member: memberSession, admin },
    spareSessions: { member: memberSpare, admin: adminSpare },
    ids: {
      grant: grant._id,
      application: application._id,
      draft: draft._id,
      file: (upload.body as { _id: string })._id,
      member: memberSession.user.id,
      notification,
      delivery,
    },
    spare: {
      grant: spareGrant._id,
      application: spareApplication._id,
      draft: spareDraft._id,
      member: spareAccount.user.id,
    },
    member,
    fileQuestionKey: '1-2',
  };
}
