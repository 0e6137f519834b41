// Styles first, so the HTML page links them and they load alongside the scripts.
import '@portal/web-kit/portal-base.css';
import './styles/shell.css';
// The page's first data calls go out now, not after the rest of the app's code (early-data/).
import './early-data/page-early-answers.js';
import type { EarlyHold } from './prerender/early-submit-hold.js';
import { keepEarlyLanguageChoice } from './prerender/early-language-choice.js';
import { holdSubmits } from './prerender/held-submits.js';

// A pre-rendered form may be pressed before the app has started: held, then replayed by it.
holdSubmits(document, window as Window & EarlyHold);
// So may its language chooser: the choice is kept for the app to start in.
keepEarlyLanguageChoice(document, localStorage);

// Module Federation needs one asynchronous step before the app's code runs: while
// bootstrap's chunk loads, the runtime settles which copy of React and friends the page uses.
void import('./bootstrap.js');
