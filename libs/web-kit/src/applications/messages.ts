import { defineMessages } from '@portal/messages';

/**
 * An application's history (a reviewer's view follows the reviewer's name: "Rita Reviewer
 * asked for more information"; the applicant's never names a reviewer).
 */
export const historyMessages = defineMessages({
  title: {
    id: 'kit.applications.historyTitle',
    defaultMessage: 'Status history',
    description: "The heading of an application's list of statuses and messages",
  },
  someone: {
    id: 'kit.applications.someone',
    defaultMessage: 'Someone',
    description: 'Stands for the person who acted when their name is unknown (reviewers see it)',
  },
  reviewerSubmitted: {
    id: 'kit.applications.reviewerSubmitted',
    defaultMessage: 'submitted the application',
    description: "Follows the applicant's name in a reviewer's view of the history",
  },
  reviewerAsked: {
    id: 'kit.applications.reviewerAsked',
    defaultMessage: 'asked for more information',
    description: "Follows a reviewer's name in a reviewer's view of the history",
  },
  reviewerResubmitted: {
    id: 'kit.applications.reviewerResubmitted',
    defaultMessage: 'sent the information asked for (status {status})',
    description:
      "Follows the applicant's name in a reviewer's view; {status} is the status name it went back to",
  },
  reviewerWithdrew: {
    id: 'kit.applications.reviewerWithdrew',
    defaultMessage: 'withdrew the application',
    description: "Follows the applicant's name in a reviewer's view of the history",
  },
  reviewerChanged: {
    id: 'kit.applications.reviewerChanged',
    defaultMessage: 'changed the status from {from} to {to}',
    description: "Follows a reviewer's name; {from} and {to} are status names (In Review…)",
  },
  reviewerSet: {
    id: 'kit.applications.reviewerSet',
    defaultMessage: 'set the status to {to}',
    description: "Follows a reviewer's name; {to} is a status name (In Review…)",
  },
  applicantSubmitted: {
    id: 'kit.applications.applicantSubmitted',
    defaultMessage: 'You submitted the application',
    description: "A line of the applicant's own view of the history",
  },
  applicantAsked: {
    id: 'kit.applications.applicantAsked',
    defaultMessage: 'The education office asked for more information',
    description: "A line of the applicant's own view of the history",
  },
  applicantResubmitted: {
    id: 'kit.applications.applicantResubmitted',
    defaultMessage: 'You sent the information asked for',
    description: "A line of the applicant's own view of the history",
  },
  applicantWithdrew: {
    id: 'kit.applications.applicantWithdrew',
    defaultMessage: 'You withdrew the application',
    description: "A line of the applicant's own view of the history",
  },
  applicantChanged: {
    id: 'kit.applications.applicantChanged',
    defaultMessage: 'The education office changed the status to {to}',
    description: "A line of the applicant's view; {to} is a status name (In Review…)",
  },
  questionsAgain: {
    id: 'kit.applications.questionsAgain',
    defaultMessage: 'Questions to answer again:',
    description: 'Above the list of questions a reviewer asked the applicant to answer again',
  },
  answersBefore: {
    id: 'kit.applications.answersBefore',
    defaultMessage: 'Answers before this change:',
    description: 'Above the answers as they were before the applicant sent new ones',
  },
  noAnswer: {
    id: 'kit.applications.noAnswer',
    defaultMessage: 'No answer',
    description: 'Stands for an answer that was empty',
  },
});
