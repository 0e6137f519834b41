import { render } from '@testing-library/react';
import { grantTypes } from '@portal/contract/grants';
import { ApplicationStatusBadge } from './application-status-badge.js';
import { GrantStatusBadge } from './grant-status-badge.js';
import { GrantTypeBadge } from './grant-type-badge.js';

function badgeOf(status: unknown) {
  const { container } = render(<GrantStatusBadge status={status} />);
  const badge = container.firstElementChild;
  return { text: badge?.textContent, className: badge?.className };
}

describe('GrantStatusBadge', () => {
  it.each([
    ['draft', 'Draft', 'badge-status-draft'],
    ['pendingApproval', 'Pending Approval', 'badge-status-pending-approval'],
    ['published', 'Published', 'badge-status-published'],
    ['closed', 'Closed', 'badge-status-closed'],
  ])('shows %s as %s with its own class', (status, label, className) => {
    expect(badgeOf(status)).toEqual({ text: label, className: `badge badge-status ${className}` });
  });

  it.each([['pendingapproval'], ['PENDINGAPPROVAL'], ['PendingApproval']])(
    'matches %s case-insensitively (spec §4)',
    (status) => {
      expect(badgeOf(status).text).toBe('Pending Approval');
      expect(badgeOf(status).className).toContain('badge-status-pending-approval');
    },
  );

  it('reads PUBLISHED and Closed whatever their case', () => {
    expect(badgeOf('PUBLISHED').text).toBe('Published');
    expect(badgeOf('cLoSeD').className).toContain('badge-status-closed');
  });

  it.each([[undefined], [null], [''], ['archived'], [42]])(
    'shows a missing or unknown status (%p) as Draft',
    (status) => {
      expect(badgeOf(status)).toEqual({
        text: 'Draft',
        className: 'badge badge-status badge-status-draft',
      });
    },
  );
});

describe('GrantTypeBadge', () => {
  it('names each of the five types in words', () => {
    const labels = grantTypes.map((type) => {
      const { container } = render(<GrantTypeBadge type={type} />);
      return container.textContent;
    });

    expect(labels).toEqual([
      'Scholarship',
      'Professional Development',
      'Research',
      'Educational Resources',
      'Award',
    ]);
  });
});

describe('ApplicationStatusBadge', () => {
  it.each([
    ['submitted', 'Submitted'],
    ['reviewed', 'In Review'],
    ['approved', 'Awarded'],
    ['rejected', 'Not Awarded'],
    ['needsMoreInfo', 'Requires More Information'],
    ['NEEDSMOREINFO', 'Requires More Information'],
    ['withdrawn', 'Withdrawn'],
    [undefined, 'Submitted'],
    ['withdrawn?', 'Submitted'],
  ])('shows %p as %p', (status, label) => {
    const { container } = render(<ApplicationStatusBadge status={status} />);
    expect(container.textContent).toBe(label);
  });

  it('gives each status its own class', () => {
    const classes = [
      'submitted',
      'reviewed',
      'approved',
      'rejected',
      'needsMoreInfo',
      'withdrawn',
    ].map(
      (status) =>
        render(<ApplicationStatusBadge status={status} />).container.firstElementChild?.className,
    );
    expect(new Set(classes).size).toBe(6);
  });
});
