import { defineMessages } from '@portal/messages';

/** A grant's statuses (spec §4), as badges and lists name them. */
export const grantStatusMessages = defineMessages({
  draft: {
    id: 'kit.badges.grantDraft',
    defaultMessage: 'Draft',
    description: "A grant's status: being written, not shown to members",
  },
  pendingApproval: {
    id: 'kit.badges.grantPendingApproval',
    defaultMessage: 'Pending Approval',
    description: "A grant's status: written, waiting for someone to approve and publish it",
  },
  published: {
    id: 'kit.badges.grantPublished',
    defaultMessage: 'Published',
    description: "A grant's status: open to members' applications",
  },
  closed: {
    id: 'kit.badges.grantClosed',
    defaultMessage: 'Closed',
    description: "A grant's status: no longer takes applications",
  },
});

/** A grant's five types. */
export const grantTypeMessages = defineMessages({
  scholarship: {
    id: 'kit.badges.typeScholarship',
    defaultMessage: 'Scholarship',
    description: 'A type of grant (a badge on grant cards and tables)',
  },
  'professional-development': {
    id: 'kit.badges.typeProfessionalDevelopment',
    defaultMessage: 'Professional Development',
    description: 'A type of grant (a badge on grant cards and tables)',
  },
  research: {
    id: 'kit.badges.typeResearch',
    defaultMessage: 'Research',
    description: 'A type of grant (a badge on grant cards and tables)',
  },
  'educational-resources': {
    id: 'kit.badges.typeEducationalResources',
    defaultMessage: 'Educational Resources',
    description: 'A type of grant (a badge on grant cards and tables)',
  },
  award: {
    id: 'kit.badges.typeAward',
    defaultMessage: 'Award',
    description: 'A type of grant (a badge on grant cards and tables)',
  },
});

/** An application's statuses (spec §4). */
export const applicationStatusMessages = defineMessages({
  submitted: {
    id: 'kit.badges.applicationSubmitted',
    defaultMessage: 'Submitted',
    description: "An application's status: sent by the member, waiting for review",
  },
  reviewed: {
    id: 'kit.badges.applicationReviewed',
    defaultMessage: 'In Review',
    description: "An application's status: the education office is reviewing it",
  },
  approved: {
    id: 'kit.badges.applicationApproved',
    defaultMessage: 'Awarded',
    description: "An application's status: the grant was awarded to the member",
  },
  rejected: {
    id: 'kit.badges.applicationRejected',
    defaultMessage: 'Not Awarded',
    description: "An application's status: the grant was not awarded",
  },
  needsMoreInfo: {
    id: 'kit.badges.applicationNeedsMoreInfo',
    defaultMessage: 'Requires More Information',
    description: "An application's status: the office asked the member for more information",
  },
  withdrawn: {
    id: 'kit.badges.applicationWithdrawn',
    defaultMessage: 'Withdrawn',
    description: "An application's status: the member withdrew it",
  },
});
