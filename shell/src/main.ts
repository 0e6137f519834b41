// Styles first, so the HTML page links them and they load alongside the scripts.
import '@portal/web-kit/portal-base.css';
import './styles/shell.css';

// Module Federation needs one asynchronous step before the app's code runs: while
// bootstrap's chunk loads, the runtime settles which copy of React and friends the page uses.
void import('./bootstrap.js');
