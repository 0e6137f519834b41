/**
 * Full page loads: the login ends with one (spec §2), and so does Logout, so that nothing of
 * the last session stays in the page's memory. One object so that tests can replace `load`:
 * jsdom cannot navigate.
 */
export const pageLoad = {
  load(path: string): void {
    window.location.assign(path);
  },
};
