import type { Application } from '@portal/contract/applications';
import { DateTime, errorMessage, useQuery } from '@portal/web-kit';
import { useState } from 'react';
import { getMaskedCardNumber, revealCardNumber } from '../api/card-number.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { cardMessages as messages } from './messages.js';

/**
 * The applicant's membership card number, a line of the application's facts: masked but for its
 * last four digits; Show asks for it in full, which identity records (who, when, for this
 * application) before answering. Admins also see each time it was shown. An account without a
 * card number (staff, admins) has no line at all.
 */
export function MembershipCardNumber({ application }: { application: Application }) {
  const { t } = useStaffMessages();
  const card = useQuery(
    (signal) => getMaskedCardNumber(application.user, application._id, signal),
    [application.user, application._id],
  );
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!card.data?.masked) return null;
  const reveals = card.data.reveals;

  async function show() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setFull((await revealCardNumber(application.user, application._id)).cardNumber);
      // An admin's list of reveals now holds this one too.
      if (reveals) card.refresh();
    } catch (error) {
      setFailure(errorMessage(error, t(messages.showFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <dt>{t(messages.label)}</dt>
      <dd className="membership-card">
        {full ? (
          <>
            <span className="membership-card-number">{full}</span>
            <span className="muted membership-card-hint">{t(messages.shownHint)}</span>
          </>
        ) : (
          <>
            <span
              className="membership-card-number"
              aria-label={t(messages.endingIn, { digits: lastDigits(card.data.masked) })}
            >
              {card.data.masked}
            </span>{' '}
            <button
              type="button"
              className="button button-small button-secondary"
              aria-busy={busy}
              aria-disabled={busy}
              onClick={() => void show()}
            >
              {t(busy ? messages.showing : messages.show)}
              <span className="visually-hidden"> {t(messages.showWhat)}</span>
            </button>
          </>
        )}
        {failure && (
          <span role="alert" className="field-error">
            {failure}
          </span>
        )}
        {reveals && reveals.length > 0 && (
          <details className="membership-card-reveals">
            <summary>{t(messages.reveals, { count: reveals.length })}</summary>
            <ul>
              {reveals.map((reveal) => (
                <li key={`${reveal.at}-${reveal.byId}`}>
                  {reveal.byName ?? t(messages.deletedAccount)}, <DateTime value={reveal.at} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </dd>
    </div>
  );
}

/** The digits a masked number shows, for a screen reader: "••-•••••6789" → "6789". */
function lastDigits(masked: string): string {
  return masked.replace(/[^\p{Nd}]/gu, '');
}
