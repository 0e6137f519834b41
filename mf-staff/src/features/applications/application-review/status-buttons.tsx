import {
  applicationStatuses,
  type ApplicationState,
  type ApplicationStatus,
} from '@portal/contract/applications';
import { useId } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { applicationStatusName } from '../../../shared/statuses/status-names.js';
import { statusButtonMessages as messages } from './messages.js';

interface StatusButtonsProps {
  current: ApplicationState;
  /** The status being set: its button says so, and every button waits. */
  pending: ApplicationStatus | null;
  /** With the button pressed (Request More Info opens a form, and focus comes back to it). */
  onChoose: (status: ApplicationStatus, button: HTMLElement) => void;
}

/**
 * Spec §2's five status buttons. The current status is the pressed one (aria-pressed) and is
 * not pressed again; buttons wait with aria-disabled, not disabled, so that the pressed button
 * keeps keyboard focus while its change is under way and after it.
 */
export function StatusButtons({ current, pending, onChoose }: StatusButtonsProps) {
  const { t } = useStaffMessages();
  const headingId = useId();
  const setsId = useId();
  return (
    <section className="status-decision" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      <div className="actions status-buttons" role="group" aria-labelledby={headingId}>
        {applicationStatuses.map((status) => {
          const isCurrent = status === current;
          return (
            <button
              key={status}
              type="button"
              className={isCurrent ? 'button status-button-current' : 'button button-secondary'}
              aria-pressed={isCurrent}
              // Request More Info asks again even when the status already is Requires More Information.
              aria-disabled={(isCurrent && status !== 'needsMoreInfo') || pending !== null}
              aria-busy={pending === status}
              aria-describedby={`${setsId}-${status}`}
              onClick={(event) => onChoose(status, event.currentTarget)}
            >
              <span>
                {isCurrent && (
                  <span className="status-button-check" aria-hidden="true">
                    ✓{' '}
                  </span>
                )}
                {pending === status ? t(messages.updating) : t(messages.label, { status })}
              </span>
              {/* The status the button sets, in the words the applicant and the lists use (the
                  spec's button says "Mark as Reviewed", its status reads "In Review"): out of the
                  button's name, read as its description. */}
              <span id={`${setsId}-${status}`} className="status-button-sets" aria-hidden="true">
                {t(messages.sets, { status: applicationStatusName(status, t) })}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
