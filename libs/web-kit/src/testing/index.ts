// Test helpers for the shell and the remotes (`@portal/web-kit/testing`); never in a page.
export { fakeFetch, restoreFetch, sentBody, type FakeAnswer } from './fake-fetch.js';
export {
  FakeXhr,
  fakeXhr,
  restoreXhr,
  type FakeUploadAnswer,
  type SentUpload,
} from './fake-xhr.js';
export { installModalDialog } from './modal-dialog.js';
export { installNavigationRequest } from './navigation-request.js';
export { signedInTestSession, testReviewer, testUser } from './test-users.js';
