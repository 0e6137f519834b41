import { defineMessages } from '@portal/web-kit/i18n';

/** The texts of spec §8 for the member's lists of applications, verbatim, and their own. */
export const applicationListMessages = defineMessages({
  loadFailed: {
    id: 'member.applicationList.loadFailed',
    defaultMessage: 'Error fetching applications',
    description: "Shown when the member's applications could not be loaded (spec §8)",
  },
  empty: {
    id: 'member.applicationList.empty',
    defaultMessage: 'No applications submitted yet.',
    description: "Shown instead of the member's applications when there are none",
  },
  loading: {
    id: 'member.applicationList.loading',
    defaultMessage: 'Loading your applications…',
    description: "Shown while the member's applications load",
  },
  retryLoading: {
    id: 'member.applicationList.retryLoading',
    defaultMessage: 'loading your applications',
    description:
      'Completes a Retry button\'s name for screen readers ("Retry loading your applications")',
  },
  submitted: {
    id: 'member.applicationList.submitted',
    defaultMessage: 'Submitted {date}',
    description: "In a row of the member's applications: when it was sent; {date} is the date",
  },
  reference: {
    id: 'member.applicationList.reference',
    defaultMessage: 'Reference {reference}',
    description:
      "In a row of the member's applications: its reference read over the phone; {reference} is like EDU-2026-000123",
  },
  view: {
    id: 'member.applicationList.view',
    defaultMessage: 'View',
    description: 'The button of a row that opens the application',
  },
  viewWhat: {
    id: 'member.applicationList.viewWhat',
    defaultMessage: 'application for {grantTitle}',
    description:
      'Read by screen readers after "View": which application; {grantTitle} is the grant\'s title',
  },
});

/** /my-applications. */
export const myApplicationsMessages = defineMessages({
  title: {
    id: 'member.myApplications.title',
    defaultMessage: 'My Applications',
    description: "Heading of the page listing all the member's applications",
  },
  findGrant: {
    id: 'member.myApplications.findGrant',
    defaultMessage: 'Find a grant to apply for',
    description: 'A link under the list, to the grants open for applications',
  },
});
