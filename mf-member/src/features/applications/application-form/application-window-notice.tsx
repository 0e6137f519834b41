import { applicationFormTexts } from './application-form-texts.js';
import type { ApplicationWindow } from './application-window.js';

/**
 * The warning before a grant opens or after it closed (spec §2). It warns only: the form still
 * takes the application, and the sentence says so.
 */
export function ApplicationWindowNotice({ timing }: { timing: ApplicationWindow }) {
  if (timing.kind === 'open') return null;
  const sentence =
    timing.kind === 'not-open-yet'
      ? applicationFormTexts.notOpenYet(timing.opens)
      : applicationFormTexts.closed(timing.closed);
  return (
    <div className="notice application-warning">
      <p>
        <strong>{sentence}</strong> {applicationFormTexts.stillTakesApplications}
      </p>
    </div>
  );
}
