import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testApplicationDraft, testFileRecord } from '@portal/contract/testing';
import {
  fakeXhr,
  restoreFetch,
  restoreXhr,
  signedInTestSession,
  type FakeUploadAnswer,
  type SentUpload,
} from '@portal/web-kit/testing';
import { aGrant, aQuestion, aSection } from '../../../test/factories.js';
import {
  ann,
  failure,
  ok,
  renderMemberPage,
  type RenderedMemberPage,
} from '../../../test/render-member-page.js';
import { draftStorageKey } from './answer-draft-store.js';
import ApplicationFormPage from './application-form-page.js';

// Spec §4 with drafts on the portal: the draft is saved on the portal first, then one upload per file
// question to it, then the draft again with the files' names; the member goes on to the preview
// once every file arrived, and stays on the form, told which did not and why, otherwise.

const grant = aGrant({
  title: 'Trades Bursary',
  sections: [
    aSection({
      label: 'Documents',
      questions: [
        aQuestion({ label: 'Your plan', type: 'textarea', weight: 40, required: false }),
        aQuestion({ label: 'Proof of enrolment', type: 'file', weight: 30 }),
        aQuestion({ label: 'Transcript', type: 'file', weight: 30, required: false }),
      ],
    }),
  ],
});
const saved = testApplicationDraft({
  _id: '00000000-0000-4000-8000-00000000a001',
  grantId: grant._id,
  grantTitle: grant.title,
});
const previewPath = `/apply-grant/${grant._id}/preview`;
const draftsPath = '/api/grant-applications/drafts';
const myApplicationsPath = '/api/grant-applications?userOnly=true';
const limitsPath = '/api/files/limits';
const enrolmentLabel = 'Proof of enrolment (required)';
const transcriptLabel = 'Transcript';
const megabytes = (n: number) => Math.round(n * 1024 * 1024);
const file = (name: string, size = 8) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const tooLargeSentence = 'The file is too large. The largest file accepted is 25 MB.';
const invalidTypeSentence =
  'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.';

let uploads: SentUpload[];
let scrollTo: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  window.localStorage.clear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  restoreXhr();
  scrollTo.mockRestore();
});

/** The form with both files chosen; each upload answered by `answerOf` (or by the test). */
async function formWithTwoFiles(
  answerOf: (upload: SentUpload) => FakeUploadAnswer = () => 'never',
  files = { enrolment: file('enrolment.pdf'), transcript: file('transcript.pdf') },
  session = signedInTestSession(ann),
): Promise<RenderedMemberPage> {
  uploads = fakeXhr(answerOf);
  const page = renderMemberPage(ApplicationFormPage, {
    path: `/apply-grant/${grant._id}`,
    pattern: '/apply-grant/:id',
    session,
    route: (method, url) => {
      if (method === 'GET' && url === `/api/grants/${grant._id}`) return ok(grant);
      if (method === 'GET' && url === myApplicationsPath) return ok([]);
      if (method === 'POST' && url === draftsPath) return ok(saved);
      if (method === 'GET' && url === limitsPath) return ok({ maxUploadBytes: megabytes(25) });
      return failure(404, 'Not found');
    },
  });
  await screen.findByRole('button', { name: 'Preview Application' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText(enrolmentLabel), {
      target: { files: [files.enrolment] },
    });
    fireEvent.change(screen.getByLabelText(transcriptLabel), {
      target: { files: [files.transcript] },
    });
  });
  return page;
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview Application' }));
  });
/** Lets the page take in what a fake upload did. */
const settle = (drive: () => void) =>
  act(async () => {
    drive();
    await Promise.resolve();
  });
const panel = () => screen.getByRole('region', { name: 'Uploading your files' });
/** One file's line in the panel. */
const itemOf = (name: string) =>
  [...panel().querySelectorAll<HTMLElement>('.upload-item')].find(
    (item) => item.querySelector('.upload-name')?.textContent === name,
  )!;
/** The page's text as the eye reads it: without what is there for screen readers only. */
const visibleText = () => {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
};
const statusLine = () => within(panel()).getByRole('status').textContent;
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const answered = (reply: FakeUploadAnswer) => () => reply;
const fileSaved = ok(testFileRecord());
const leavingIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('/apply-grant/{id}: the files, after the draft is saved', () => {
  it('saves the draft, then uploads each file to it, fields before the file, one at a time', async () => {
    const { calls, location } = await formWithTwoFiles();

    await submit();

    expect(calls()).toEqual([
      `GET /api/grants/${grant._id}`,
      `GET ${myApplicationsPath}`,
      `GET ${limitsPath}`,
      `POST ${draftsPath}`,
    ]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [first] = uploads;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/api/files/upload');
    expect(first?.partNames).toEqual(['applicationId', 'questionKey', 'file']);
    expect(first?.body.get('applicationId')).toBe(saved._id);
    expect(first?.body.get('questionKey')).toBe('0-1');
    expect(first?.file?.name).toBe('enrolment.pdf');

    // The second waits for the first to finish.
    await settle(() => first?.progress(4, 8));
    expect(uploads).toHaveLength(1);
    await settle(() => first?.answer(fileSaved));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]?.body.get('questionKey')).toBe('0-2');
    expect(uploads[1]?.file?.name).toBe('transcript.pdf');
    expect(location()).toBeNull();

    await settle(() => uploads[1]?.answer(fileSaved));

    await waitFor(() => expect(location()).toBe(previewPath));
    // Saved again with the files' names, once they are on the portal.
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
      `POST ${draftsPath}`,
      `POST ${draftsPath}`,
    ]);
  });

  it('shows each file with a named progress bar and the bytes sent, focus on the panel', async () => {
    await formWithTwoFiles(undefined, {
      enrolment: file('enrolment.pdf', megabytes(3.4)),
      transcript: file('transcript.pdf', 2048),
    });

    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));

    expect(document.activeElement).toBe(
      within(panel()).getByRole('heading', { name: 'Uploading your files' }),
    );
    expect(panel().textContent).toContain(
      'Your draft is saved. Keep this page open until your files are uploaded.',
    );
    const enrolmentBar = screen.getByRole('progressbar', { name: 'Upload of enrolment.pdf' });
    const transcriptBar = screen.getByRole('progressbar', { name: 'Upload of transcript.pdf' });
    expect(enrolmentBar.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (bar: HTMLElement) =>
      document.getElementById(bar.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy(enrolmentBar)).toBe('0 bytes of 3.4 MB');
    expect(describedBy(transcriptBar)).toBe('Waiting');

    // The body is the file and some multipart framing: the bar shows the file's share.
    const body = megabytes(3.4) + 300;
    await settle(() => uploads[0]?.progress(Math.round(body * (1.2 / 3.4)), body));

    expect(describedBy(enrolmentBar)).toBe('1.2 MB of 3.4 MB');
    expect(Number(enrolmentBar.getAttribute('value'))).toBeCloseTo(megabytes(1.2), -3);
    expect(Number(enrolmentBar.getAttribute('max'))).toBe(megabytes(3.4));

    await settle(() => uploads[0]?.answer(fileSaved));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(describedBy(enrolmentBar)).toBe('Uploaded');
    expect(describedBy(transcriptBar)).toBe('0 bytes of 2 KB');
  });

  it('says when each file starts and ends in the status line, not each step of its progress', async () => {
    await formWithTwoFiles();

    await submit();
    await waitFor(() => expect(statusLine()).toBe('Uploading enrolment.pdf (file 1 of 2).'));
    await settle(() => uploads[0]?.progress(4, 8));
    expect(statusLine()).toBe('Uploading enrolment.pdf (file 1 of 2).');

    await settle(() => uploads[0]?.answer(fileSaved));
    await waitFor(() =>
      expect(statusLine()).toBe('enrolment.pdf uploaded. Uploading transcript.pdf (file 2 of 2).'),
    );
  });

  it('keeps Submit busy while the files go, and asks before the page is left', async () => {
    const { location } = await formWithTwoFiles();
    expect(leavingIsQuestioned()).toBe(false);

    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));

    expect(submitButton().textContent).toBe('Uploading files...');
    expect(submitButton().disabled).toBe(true);
    expect(leavingIsQuestioned()).toBe(true);
    // Back to grants would lose the files: it is not offered meanwhile.
    expect(screen.queryByRole('link', { name: 'Back to grants' })).toBeNull();

    await settle(() => uploads[0]?.answer(fileSaved));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await settle(() => uploads[1]?.answer(fileSaved));
    await waitFor(() => expect(location()).toBe(previewPath));
    expect(leavingIsQuestioned()).toBe(false);
  });

  it('does not ask before leaving once the session has ended (a 401 sends the page to /login)', async () => {
    const session = signedInTestSession(ann);
    await formWithTwoFiles(undefined, undefined, session);
    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(leavingIsQuestioned()).toBe(true);

    act(() => session.signOut());

    expect(leavingIsQuestioned()).toBe(false);
  });

  it('cancels the file on its way: it fails as Cancelled, the next one still goes', async () => {
    const { location } = await formWithTwoFiles();
    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of enrolment.pdf' })),
    );

    expect(uploads[0]?.aborted).toBe(true);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Cancel upload of enrolment.pdf' })).toBeNull();
    expect(document.activeElement).toBe(
      within(panel()).getByRole('heading', { name: 'Uploading your files' }),
    );
    expect(panel().textContent).toContain('Not uploaded: Cancelled');
    await settle(() => uploads[1]?.answer(fileSaved));

    await waitFor(() =>
      expect(document.querySelector('.problem-summary')?.textContent).toContain(
        'this file was not uploaded: enrolment.pdf.',
      ),
    );
    expect(location()).toBeNull();
  });

  it('cancels a waiting file: it is never sent', async () => {
    const { location } = await formWithTwoFiles();
    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of transcript.pdf' })),
    );
    expect(statusLine()).toBe('transcript.pdf was not uploaded: Cancelled.');
    await settle(() => uploads[0]?.answer(fileSaved));

    await waitFor(() =>
      expect(document.querySelector('.problem-summary')?.textContent).toContain(
        'this file was not uploaded: transcript.pdf.',
      ),
    );
    expect(itemOf('transcript.pdf').textContent).toContain('Not uploaded: Cancelled');
    expect(uploads).toHaveLength(1);
    expect(location()).toBeNull();
  });

  it("stays on the form, names each failed file, and says the portal's reason once, by the file, without a bar (415, 413)", async () => {
    const { location, calls } = await formWithTwoFiles((upload) =>
      upload.file?.name === 'enrolment.pdf'
        ? failure(415, invalidTypeSentence, 'file.type')
        : failure(413, tooLargeSentence, 'request.too_large'),
    );

    await submit();

    const alert = document.querySelector<HTMLElement>('.problem-summary')!;
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Your answers are saved, but these files were not uploaded: enrolment.pdf, transcript.pdf. The reason is shown by each file under "Uploading your files". Choose them again, then save.',
      ),
    );
    expect(itemOf('enrolment.pdf').textContent).toContain(`Not uploaded: ${invalidTypeSentence}`);
    expect(itemOf('transcript.pdf').textContent).toContain(`Not uploaded: ${tooLargeSentence}`);
    // Once on the screen: the status line that also says it is for screen readers only.
    expect(visibleText().split(tooLargeSentence)).toHaveLength(2);
    expect(visibleText().split(invalidTypeSentence)).toHaveLength(2);
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(alert);
    expect(location()).toBeNull();
    // The draft is kept with the answers that are there; the answers stay in this browser too.
    expect(calls().filter((call) => call.startsWith('POST'))).toHaveLength(2);
    expect(window.localStorage.getItem(draftStorageKey(ann._id, grant._id))).not.toBeNull();
  });

  it('says a file is too large when the portal refuses one without a sentence', async () => {
    const { location } = await formWithTwoFiles((upload) =>
      upload.file?.name === 'transcript.pdf'
        ? { status: 413, body: '<html>413</html>' }
        : fileSaved,
    );

    await submit();

    await waitFor(() =>
      expect(document.querySelector('.problem-summary')?.textContent).toContain(
        'this file was not uploaded: transcript.pdf.',
      ),
    );
    expect(itemOf('transcript.pdf').textContent).toContain('Not uploaded: File is too large.');
    expect(document.querySelector('.problem-summary')?.textContent).not.toContain('enrolment.pdf');
    expect(location()).toBeNull();
  });

  it('tells of a lost connection for each file it failed, and tries again on the next press', async () => {
    let connected = false;
    const { location } = await formWithTwoFiles((upload) =>
      connected || upload.file?.name === 'enrolment.pdf' ? fileSaved : 'network-error',
    );

    await submit();

    await waitFor(() =>
      expect(itemOf('transcript.pdf').textContent).toContain(
        'Not uploaded: The connection to the portal was lost.',
      ),
    );
    connected = true;
    await submit();
    await waitFor(() => expect(uploads).toHaveLength(3));
    // Only the file that did not arrive goes again.
    expect(uploads[2]?.file?.name).toBe('transcript.pdf');
    await waitFor(() => expect(location()).toBe(previewPath));
  });

  it('uploads nothing, and goes straight on, when no file was chosen', async () => {
    uploads = fakeXhr(answered(fileSaved));
    const { location } = renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      route: (method) =>
        method === 'GET'
          ? ok(aGrant({ ...grant, sections: [aSection({ questions: [aQuestion()] })] }))
          : ok(saved),
    });
    await screen.findByRole('button', { name: 'Preview Application' });
    fireEvent.change(screen.getByLabelText('What will you study? (required)'), {
      target: { value: 'Welding' },
    });

    await submit();

    await waitFor(() => expect(location()).toBe(previewPath));
    expect(uploads).toHaveLength(0);
  });
  it('says the size limit in the hint, and refuses a larger file when it is chosen, before sending it', async () => {
    await formWithTwoFiles(undefined, {
      enrolment: file('enrolment.pdf', megabytes(30)),
      transcript: file('transcript.pdf'),
    });

    const enrolment = screen.getByLabelText(enrolmentLabel);
    const describedBy = (enrolment.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(describedBy).toContain('JPG or PNG, up to 25 MB.');
    expect(describedBy).toContain('This file is 30 MB. The largest file accepted is 25 MB.');
    expect(screen.queryByText('Chosen:', { exact: false })?.textContent).toBe(
      'Chosen: transcript.pdf',
    );

    await submit();

    // Refused on the form: nothing is saved or sent until the member chooses another file.
    expect(uploads).toHaveLength(0);
    expect(document.querySelector('.problem-summary')?.textContent).toContain(
      'This file is 30 MB. The largest file accepted is 25 MB.',
    );
  });

  it('says the files are saved once every one arrived', async () => {
    await formWithTwoFiles(answered(fileSaved));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));

    await waitFor(() =>
      expect(panel().textContent).toContain('Your draft and its files are saved.'),
    );
    expect(panel().textContent).not.toContain('Keep this page open');
  });

  it('names a file chosen before the page was reloaded that never reached the portal', async () => {
    window.localStorage.setItem(
      draftStorageKey(ann._id, grant._id),
      JSON.stringify({
        savedAt: new Date().toISOString(),
        answers: { '0-0': 'My plan' },
        chosenFiles: { '0-1': 'enrolment.pdf' },
      }),
    );
    renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      route: (method, url) => {
        if (method === 'GET' && url === `/api/grants/${grant._id}`) return ok(grant);
        return failure(404, 'Not found');
      },
    });

    expect(
      await screen.findByText(
        'enrolment.pdf was not uploaded before this page was reloaded or left: choose it again.',
      ),
    ).toBeTruthy();
  });

  it('keeps the names of the chosen files in this browser, so that a reload can name them', async () => {
    await formWithTwoFiles();

    const kept = JSON.parse(window.localStorage.getItem(draftStorageKey(ann._id, grant._id))!);
    expect(kept.chosenFiles).toEqual({ '0-1': 'enrolment.pdf', '0-2': 'transcript.pdf' });
    expect(kept.answers).toEqual({ '0-0': '' });
  });
});
