// @portal/web-kit: what the shell and the remotes share in the browser.
// It is a Module Federation singleton: one session and one API client for the whole page.

export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type EarlyAnswerSource,
  type FetchLike,
  type HttpMethod,
  type RequestOptions,
  type ResponseLike,
  type UploadOptions,
  uploadFilePart,
} from './api/api-client.js';
export type { ProgressEventLike, UploadProgress, XhrLike } from './api/xhr-transport.js';
export {
  ApiRequestError,
  errorMessage,
  parseApiError,
  unreachableMessage,
} from './api/api-request-error.js';
export { useProblemText, type ProblemText } from './api/use-problem-text.js';
export { errorCodeMessages } from './api/error-codes.messages.js';
export { api } from './api/portal-api.js';
export { callEndpoint, expectAnswer, type CallOptions } from './api/call-endpoint.js';
export { useQuery, type Query, type QueryOptions, type QueryState } from './api/use-query.js';
export { DrawnAnswersContext, useDrawnAnswers, type DrawnAnswers } from './api/drawn-answers.js';
export { saveBlobAsFile } from './api/save-blob.js';

export { formatDate, formatDateTime, type DateInput } from './format/format-date.js';
export { fileSizeParts, formatFileSize, type FileSizeParts } from './format/format-file-size.js';
export { descriptionPreviewLength, previewDescription } from './format/description-preview.js';
export { portalLocale, portalTimeZone } from './format/portal-locale.js';

export {
  firstErrorPerField,
  focusFirstInvalidField,
  hasFieldErrors,
  serverFieldErrors,
  type FieldErrors,
  type ValidationIssue,
} from './form/field-errors.js';
export { useFormFeedback, type FormFeedback } from './form/use-form-feedback.js';
export { canMove, moveItem, removeItemAt, type MoveDirection } from './form/list-moves.js';
export { browserDraftStorage, type DraftStorage } from './session/draft-storage.js';

// Form pieces: fields (TextField is below, with the other screens' pieces), messages, the
// submit button and dialogs.
export {
  FieldFrame,
  type FieldControlProps,
  type FieldFrameProps,
  type FieldProps,
} from './ui/field-frame.js';
export { TextAreaField, type TextAreaFieldProps } from './ui/text-area-field.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './ui/select-field.js';
export { CheckboxField, type CheckboxFieldProps } from './ui/checkbox-field.js';
export { NumberField, type NumberFieldProps } from './ui/number-field.js';
export { Alert, type AlertKind, type AlertProps } from './ui/alert.js';
export {
  successMessageDurationMs,
  useTimedMessage,
  type TimedMessage,
} from './ui/use-timed-message.js';
export { SubmitButton, type SubmitButtonProps } from './ui/submit-button.js';
export { Dialog, type DialogProps } from './ui/dialog.js';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ui/confirm-dialog.js';
export { useConfirm, type Confirm } from './ui/use-confirm.js';

export {
  loginPath,
  loginPathReturningTo,
  readReturnPath,
  returnPathParameter,
} from './navigation/return-path.js';

export {
  lazyPage,
  lazyPageFailedMessage,
  type LazyPage,
  type LazyPageTitle,
} from './remote/lazy-page.js';
export type { RemotePages, RemotePagesModule } from './remote/remote-pages.js';
export { remotePages } from './remote/remote-pages.js';
export type { RemoteArea } from './remote/placeholder-page.js';
export { RouteTitleContext, useRouteTitle } from './remote/route-title.js';

export { logOut, sessionStore, signIn, signOut } from './session/portal-session.js';
export {
  createMemoryStorage,
  createSessionStore,
  memberDataKeyPrefix,
  sessionStorageKeys,
  signedOutSession,
  type SessionState,
  type SessionStatus,
  type SessionStore,
  type SessionStoreOptions,
  type SignInDetails,
} from './session/session-store.js';
export { restoreSession } from './session/restore-session.js';
export { SessionStoreProvider, useSessionStore } from './session/session-context.js';
export { fullName, toSessionUser } from './session/session-user.js';
export { useSession } from './session/use-session.js';

export {
  LoadingStatus,
  loadingStatusTexts,
  slowLoadingAfterMs,
  type LoadingStatusProps,
} from './ui/loading-status.js';
export { FileDownload, fileDownloadTexts, type FileDownloadProps } from './ui/file-download.js';
export { DateTime } from './ui/date-time.js';
export { LoadFailure } from './ui/load-failure.js';
export { QueryFailure, type QueryFailureProps } from './ui/query-failure.js';
export {
  DashboardNumbers,
  dashboardLoadFailedMessage,
  type DashboardNumbersProps,
} from './ui/dashboard-numbers.js';
export { TextField, type TextFieldProps } from './ui/text-field.js';
export {
  DataTable,
  type DataTableColumn,
  type DataTableColumns,
  type DataTableProps,
} from './ui/data-table.js';

export {
  createUnreadNotifications,
  unreadNotifications,
  useUnreadNotifications,
  type UnreadNotifications,
} from './notifications/unread-notifications.js';
export { useApplicationNoticesRead } from './notifications/application-notices-read.js';
