import {
  notificationKindNames,
  type EmailDelivery,
  type EmailDeliveryPage,
} from '@portal/contract/notifications';
import {
  Alert,
  DataTable,
  errorMessage,
  formatDateTime,
  LoadingStatus,
  QueryFailure,
  useQuery,
  useTimedMessage,
  type DataTableColumns,
  type Query,
} from '@portal/web-kit';
import { useState } from 'react';
import { getEmailDeliveries } from './api/get-email-deliveries.js';
import { retryEmail } from './api/retry-email.js';
import { notificationEmailsTexts as texts } from './notification-emails-texts.js';

type State = 'failed' | 'pending' | 'sent';
const states: readonly State[] = ['failed', 'pending', 'sent'];
const pageSize = 50;

/**
 * `/admin/notifications` (admins): every notice's email by state, with how many are in each;
 * Send again for a failed one. No address and no message text: who, which notice, the tries and
 * why the last one failed.
 */
export function NotificationEmailsPage() {
  const [state, setState] = useState<State>('failed');
  const first = useQuery(
    (signal) => getEmailDeliveries({ state, limit: pageSize }, signal),
    [state],
  );
  const [more, setMore] = useState<{
    state: State;
    items: EmailDelivery[];
    cursor: string | null;
  }>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const done = useTimedMessage();

  const choose = (next: State) => {
    setMore(undefined);
    setFailure(null);
    setState(next);
  };
  const resend = async (row: EmailDelivery) => {
    setFailure(null);
    setBusy(row.id);
    try {
      await retryEmail(row.id);
      done.show(texts.retried(row.recipientName ?? texts.unknownRecipient));
      setMore(undefined);
      first.refresh();
    } catch (error) {
      setFailure(errorMessage(error, texts.retryFailed));
    } finally {
      setBusy(null);
    }
  };
  const showMore = async (page: EmailDeliveryPage) => {
    const cursor = more?.state === state ? more.cursor : page.nextCursor;
    if (!cursor) return;
    try {
      const next = await getEmailDeliveries({ state, limit: pageSize, before: cursor });
      setMore((current) => ({
        state,
        items: [...(current?.state === state ? current.items : []), ...next.items],
        cursor: next.nextCursor,
      }));
    } catch (error) {
      setFailure(errorMessage(error, texts.loadFailed));
    }
  };

  return (
    <div className="page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <div className="actions" role="group" aria-label={texts.filter}>
        {states.map((option) => (
          <button
            key={option}
            type="button"
            className={
              option === state ? 'button button-small' : 'button button-secondary button-small'
            }
            aria-pressed={option === state}
            onClick={() => choose(option)}
          >
            {texts.states[option]}
            {first.data && <> ({first.data.counts[option]})</>}
          </button>
        ))}
      </div>
      <Alert kind="error">{failure}</Alert>
      <Alert kind="success">{done.message}</Alert>
      <EmailList
        state={state}
        query={first}
        extra={more?.state === state ? more.items : []}
        hasMore={Boolean(more?.state === state ? more.cursor : first.data?.nextCursor)}
        busy={busy}
        onResend={(row) => void resend(row)}
        onShowMore={(page) => void showMore(page)}
      />
    </div>
  );
}

function EmailList({
  state,
  query,
  extra,
  hasMore,
  busy,
  onResend,
  onShowMore,
}: {
  state: State;
  query: Query<EmailDeliveryPage>;
  extra: EmailDelivery[];
  hasMore: boolean;
  busy: string | null;
  onResend: (row: EmailDelivery) => void;
  onShowMore: (page: EmailDeliveryPage) => void;
}) {
  if (query.status === 'loading')
    return (
      <LoadingStatus onRetry={query.refresh} retryWhat="loading the emails">
        {texts.loading}
      </LoadingStatus>
    );
  if (!query.data)
    return <QueryFailure error={query.error} fallback={texts.loadFailed} onRetry={query.refresh} />;
  const page = query.data;
  const rows = [...page.items, ...extra];
  if (rows.length === 0) return <p className="empty-state">{texts.empty[state]}</p>;

  const columns: DataTableColumns<EmailDelivery> = [
    { header: 'Recipient', cell: (row) => row.recipientName ?? texts.unknownRecipient },
    {
      header: 'Notice',
      cell: (row) =>
        `${notificationKindNames[row.kind]}: ${row.grantTitle}${row.reference ? ` (${row.reference})` : ''}`,
      className: 'cell-break',
    },
    { header: 'Tries', cell: (row) => String(row.attempts) },
    {
      header: state === 'sent' ? 'Sent' : state === 'pending' ? 'Next try' : 'Last error',
      cell: (row) =>
        state === 'sent'
          ? formatDateTime(row.sentAt)
          : state === 'pending'
            ? formatDateTime(row.nextAttemptAt)
            : (row.lastError ?? ''),
      className: 'cell-break',
    },
    { header: 'Created', cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <>
      <DataTable
        caption={`${texts.states[state]} emails`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        actions={
          state === 'failed'
            ? (row) => (
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy === row.id}
                  aria-busy={busy === row.id}
                  onClick={() => onResend(row)}
                >
                  {texts.retry}
                  <span className="visually-hidden">
                    {' '}
                    to {row.recipientName ?? texts.unknownRecipient} about {row.grantTitle}
                  </span>
                </button>
              )
            : undefined
        }
      />
      {hasMore && (
        <button type="button" className="button button-secondary" onClick={() => onShowMore(page)}>
          {texts.showMore}
        </button>
      )}
    </>
  );
}

export default NotificationEmailsPage;
