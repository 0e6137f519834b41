import type { ApplicationSummary } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { DashboardNumbers, type Query } from '@portal/web-kit';
import { useId } from 'react';
import { bothLoaded } from './both-loaded.js';
import { educationFigures } from './education-figures.js';

interface EducationFiguresPanelProps {
  grants: Query<Grant[]>;
  applications: Query<ApplicationSummary[]>;
}

/**
 * The four stat cards (spec §2): Active Grants, Pending Applications, Awarded Grants and Total
 * Applications, or 'Failed to load dashboard data' with a Retry when either list cannot be read.
 */
export function EducationFiguresPanel({ grants, applications }: EducationFiguresPanelProps) {
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
        At a glance
      </h2>
      <DashboardNumbers
        state={state}
        loadingText="Loading the numbers…"
        onRetry={retry}
        retryWhat="loading the figures"
        numbers={([loadedGrants, loadedApplications]) => {
          const figures = educationFigures(loadedGrants, loadedApplications);
          return [
            { label: 'Active Grants', value: figures.activeGrants },
            { label: 'Pending Applications', value: figures.pendingApplications },
            { label: 'Awarded Grants', value: figures.awardedGrants },
            { label: 'Total Applications', value: figures.totalApplications },
          ];
        }}
      />
    </section>
  );
}
