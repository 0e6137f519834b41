// What the builds use to draw a signed-in member's page ahead of time (shell and mf-member's
// prerender builds). A subpath of its own: web-kit's main entry is a federation singleton, which
// keeps all its exports in every page's download.
export { drawnMember, drawnNameMarks, drawnSessionStore } from './drawn-session.js';
