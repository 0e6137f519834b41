import type { ApplicationSummary } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { DashboardNumbers, type Query } from '@portal/web-kit';
import { useId } from 'react';
import { bothLoaded } from './both-loaded.js';
import { educationFigures } from './education-figures.js';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { educationDashboardMessages as messages } from './messages.js';

interface EducationFiguresPanelProps {
  grants: Query<Grant[]>;
  applications: Query<ApplicationSummary[]>;
}

/**
 * The four stat cards (spec §2): Active Grants, Pending Applications, Awarded Grants and Total
 * Applications, or 'Failed to load dashboard data' with a Retry when either list cannot be read.
 */
export function EducationFiguresPanel({ grants, applications }: EducationFiguresPanelProps) {
  const { t } = useStaffMessages();
  const headingId = useId();
  const state = bothLoaded(grants, applications);
  // After a failure, the list that failed; while slow, the one still loading (or both).
  function retry() {
    const lists = [grants, applications];
    const failed = lists.filter((list) => list.status === 'failed');
    const again = failed.length > 0 ? failed : lists.filter((list) => list.status === 'loading');
    for (const list of again) list.refresh();
  }
  return (
    <section className="education-figures" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t(messages.atAGlance)}
      </h2>
      <DashboardNumbers
        state={state}
        loadingText={t(messages.loadingNumbers)}
        onRetry={retry}
        retryWhat={t(messages.retryFigures)}
        numbers={([loadedGrants, loadedApplications]) => {
          const figures = educationFigures(loadedGrants, loadedApplications);
          return [
            { label: t(messages.activeGrants), value: figures.activeGrants },
            { label: t(messages.pendingApplications), value: figures.pendingApplications },
            { label: t(messages.awardedGrants), value: figures.awardedGrants },
            { label: t(messages.totalApplications), value: figures.totalApplications },
          ];
        }}
      />
    </section>
  );
}
