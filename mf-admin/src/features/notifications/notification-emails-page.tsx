import type { EmailDelivery, EmailDeliveryPage } from '@portal/contract/notifications';
import {
  Alert,
  DataTable,
  formatDateTime,
  LoadingStatus,
  QueryFailure,
  useProblemText,
  useQuery,
  useTimedMessage,
  type DataTableColumns,
  type Query,
} from '@portal/web-kit';
import { useState } from 'react';
import { getEmailDeliveries } from './api/get-email-deliveries.js';
import { retryEmail } from './api/retry-email.js';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { notificationEmailsMessages as words } from './messages.js';

type State = 'failed' | 'pending' | 'sent';
const states: readonly State[] = ['failed', 'pending', 'sent'];
const pageSize = 50;

/**
 * `/admin/notifications` (admins): every notice's email by state, with how many are in each;
 * Send again for a failed one. No address and no message text: who, which notice, the tries and
 * why the last one failed.
 */
export function NotificationEmailsPage() {
  const { t } = useAdminMessages();
  const problemText = useProblemText();
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
  // What failed (an error and the sentence to fall back on), said in the chosen language.
  const [failure, setFailure] = useState<{ error: unknown; fallback: string } | null>(null);
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
      done.show(t(words.retried, { name: row.recipientName ?? t(words.unknownRecipient) }));
      setMore(undefined);
      first.refresh();
    } catch (error) {
      setFailure({ error, fallback: t(words.retryFailed) });
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
      setFailure({ error, fallback: t(words.loadFailed) });
    }
  };

  return (
    <div className="page">
      <h1>{t(words.title)}</h1>
      <p>{t(words.intro)}</p>
      <div className="actions" role="group" aria-label={t(words.filter)}>
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
            {first.data
              ? t(words.stateCount, { state: option, count: first.data.counts[option] })
              : t(words.stateButton, { state: option })}
          </button>
        ))}
      </div>
      <Alert kind="error">{failure && problemText(failure.error, failure.fallback)}</Alert>
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
  const { t, locale } = useAdminMessages();
  if (query.status === 'loading')
    return (
      <LoadingStatus onRetry={query.refresh} retryWhat={t(words.retryWhat)}>
        {t(words.loading)}
      </LoadingStatus>
    );
  if (!query.data)
    return (
      <QueryFailure error={query.error} fallback={t(words.loadFailed)} onRetry={query.refresh} />
    );
  const page = query.data;
  const rows = [...page.items, ...extra];
  if (rows.length === 0) return <p className="empty-state">{t(words.empty, { state })}</p>;

  const columns: DataTableColumns<EmailDelivery> = [
    {
      header: t(words.recipient),
      cell: (row) => row.recipientName ?? t(words.unknownRecipient),
    },
    {
      header: t(words.notice),
      cell: (row) =>
        row.reference
          ? t(words.noticeWithReference, {
              kind: row.kind,
              grant: row.grantTitle,
              reference: row.reference,
            })
          : t(words.noticeText, { kind: row.kind, grant: row.grantTitle }),
      className: 'cell-break',
    },
    { header: t(words.tries), cell: (row) => String(row.attempts) },
    {
      header: t(words.lastColumn, { state }),
      cell: (row) =>
        state === 'sent'
          ? formatDateTime(row.sentAt, locale)
          : state === 'pending'
            ? formatDateTime(row.nextAttemptAt, locale)
            : (row.lastError ?? ''),
      className: 'cell-break',
    },
    { header: t(words.created), cell: (row) => formatDateTime(row.createdAt, locale) },
  ];
  return (
    <>
      <DataTable
        caption={t(words.tableCaption, { state })}
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
                  {t(words.retry)}
                  <span className="visually-hidden">
                    {t(words.retryWhom, {
                      name: row.recipientName ?? t(words.unknownRecipient),
                      grant: row.grantTitle,
                    })}
                  </span>
                </button>
              )
            : undefined
        }
      />
      {hasMore && (
        <button type="button" className="button button-secondary" onClick={() => onShowMore(page)}>
          {t(words.showMore)}
        </button>
      )}
    </>
  );
}

export default NotificationEmailsPage;
