import { defineMessages } from '@portal/web-kit/i18n';

/** The words of the staff tables' search and pager (the applications and grants tables). */
export const listControlsMessages = defineMessages({
  search: {
    id: 'staff.listControls.search',
    defaultMessage: 'Search',
    description: 'The button that searches a staff table (grants, applications)',
  },
  clearSearch: {
    id: 'staff.listControls.clearSearch',
    defaultMessage: 'Clear search',
    description: 'The button that shows the whole table again after a search',
  },
  pageOf: {
    id: 'staff.listControls.pageOf',
    defaultMessage: 'Page {page} of {pages}',
    description:
      'Between the Previous and Next buttons under a table: the page shown (page) and how many there are (pages)',
  },
  previousPage: {
    id: 'staff.listControls.previousPage',
    defaultMessage: 'Previous page',
    description: "The pager's button to the page before",
  },
  nextPage: {
    id: 'staff.listControls.nextPage',
    defaultMessage: 'Next page',
    description: "The pager's button to the page after",
  },
});
