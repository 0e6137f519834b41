import { testApplicationSummary } from '../../test/application-factory.js';
import { educationFigures } from './education-figures.js';

describe('educationFigures', () => {
  it('counts published grants, submitted and approved applications, and all applications', () => {
    const grants = [{ status: 'published' }, { status: 'PUBLISHED' }, { status: 'draft' }];
    const applications = (
      ['submitted', 'submitted', 'approved', 'rejected', 'reviewed'] as const
    ).map((status) => testApplicationSummary({ status }));

    expect(educationFigures(grants, applications)).toEqual({
      activeGrants: 2,
      pendingApplications: 2,
      awardedGrants: 1,
      totalApplications: 5,
    });
  });

  it('counts nothing in empty lists', () => {
    expect(educationFigures([], [])).toEqual({
      activeGrants: 0,
      pendingApplications: 0,
      awardedGrants: 0,
      totalApplications: 0,
    });
  });
});
