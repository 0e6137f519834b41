/** The words of the staff tables' search and pager (the applications and grants tables). */
export const listControlsTexts = {
  search: 'Search',
  clearSearch: 'Clear search',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
} as const;
