import { defineMessages } from '@portal/web-kit/i18n';

/** The texts of spec §2 and §8 for /apply-grant, verbatim, and this screen's own. */
export const availableGrantsMessages = defineMessages({
  title: {
    id: 'member.availableGrants.title',
    defaultMessage: 'Apply for a Grant',
    description: 'Heading of the page listing the grants a member may apply for (spec §2)',
  },
  grantsHeading: {
    id: 'member.availableGrants.grantsHeading',
    defaultMessage: 'Available Grants',
    description: 'Heading above the cards of the grants open for applications',
  },
  loadFailed: {
    id: 'member.availableGrants.loadFailed',
    defaultMessage: 'Error fetching grants',
    description: 'Shown when the list of grants could not be loaded (spec §8)',
  },
  empty: {
    id: 'member.availableGrants.empty',
    defaultMessage: 'No grants are open for applications right now. Please check again later.',
    description: 'Shown instead of the grant cards when no grant is open',
  },
  loading: {
    id: 'member.availableGrants.loading',
    defaultMessage: 'Loading grants…',
    description: 'Shown while the grants load',
  },
  retryLoading: {
    id: 'member.availableGrants.retryLoading',
    defaultMessage: 'loading the grants',
    description:
      'Completes a Retry button\'s name for screen readers ("Retry loading the grants") when loading is slow',
  },
  myApplications: {
    id: 'member.availableGrants.myApplications',
    defaultMessage: 'My Grant Applications',
    description: "Heading of the member's three newest applications, below the grants (spec §2)",
  },
  seeAll: {
    id: 'member.availableGrants.seeAll',
    defaultMessage: 'See all',
    description: "A link to all the member's applications, when there are more than three",
  },
  seeAllCount: {
    id: 'member.availableGrants.seeAllCount',
    defaultMessage: '{count, plural, one {# application} other {# applications}}',
    description:
      'Read by screen readers after "See all": {count} is how many applications the member has',
  },
  applyNow: {
    id: 'member.availableGrants.applyNow',
    defaultMessage: 'Apply Now',
    description: "A grant card's button that opens the grant's application form (spec §2)",
  },
  applyNowFor: {
    id: 'member.availableGrants.applyNowFor',
    defaultMessage: 'for {grantTitle}',
    description:
      'Read by screen readers after "Apply Now": which grant; {grantTitle} is the grant\'s title',
  },
  youAppliedTo: {
    id: 'member.availableGrants.youAppliedTo',
    defaultMessage: 'to {grantTitle}',
    description:
      'Read by screen readers after "You applied — EDU-2026-000123": which grant; {grantTitle} is its title',
  },
  alreadyApplied: {
    id: 'member.availableGrants.alreadyApplied',
    defaultMessage: 'Already applied',
    description: 'Badge on a grant card when the member has applied to it',
  },
  closes: {
    id: 'member.availableGrants.closes',
    defaultMessage: 'Closes {date}',
    description: "A grant card's close date; {date} is the date, already written",
  },
});
