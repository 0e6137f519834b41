// What the builds use to draw pages ahead of time (the shell's and mf-member's prerender builds,
// in Node). A subpath of its own: web-kit's main entry is a federation singleton, which keeps all
// its exports in every page's download.
export { drawMarkup } from './draw-markup.js';
export { drawnMember, drawnNameMarks, drawnSessionStore } from './drawn-session.js';
export { DrawnAnswersContext, type DrawnAnswers } from '../api/drawn-answers.js';
