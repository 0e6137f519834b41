import { defineMessages } from '@portal/web-kit/i18n';

/** The application tables of the applications list and the education dashboard. */
export const applicationTableMessages = defineMessages({
  grant: {
    id: 'staff.applicationTable.grant',
    defaultMessage: 'Grant',
    description: 'Applications table column header: the grant applied to',
  },
  submitted: {
    id: 'staff.applicationTable.submitted',
    defaultMessage: 'Submitted',
    description: 'Applications table column header: the date the application was submitted',
  },
  status: {
    id: 'staff.applicationTable.status',
    defaultMessage: 'Status',
    description: "Applications table column header: the application's status",
  },
  applicant: {
    id: 'staff.applicationTable.applicant',
    defaultMessage: 'Applicant',
    description: "Applications table column header: the applicant's name and email",
  },
  reference: {
    id: 'staff.applicationTable.reference',
    defaultMessage: 'Reference',
    description: "Applications table column header: the application's reference (EDU-2026-000123)",
  },
  whose: {
    id: 'staff.applicationTable.whose',
    defaultMessage: 'application: {name}',
    description:
      "Read by screen readers after a row's Review or Delete button; name is the applicant and grant",
  },
  review: {
    id: 'staff.applicationTable.review',
    defaultMessage: 'Review',
    description: "A row's link to the application's review page",
  },
  delete: {
    id: 'staff.applicationTable.delete',
    defaultMessage: 'Delete',
    description: "A row's button that deletes the application (after a question)",
  },
  deleting: {
    id: 'staff.applicationTable.deleting',
    defaultMessage: 'Deleting...',
    description: 'The Delete button while the application is deleted',
  },
});
