// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog, installNavigationRequest } from '@portal/web-kit/testing';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// The grant builder's pages run in a data router (it holds navigations back): it makes a
// Request at each navigation, and jsdom has none.
installNavigationRequest();

// jsdom has <dialog> but not its modal behaviour: showModal, close and Escape as in a browser.
installModalDialog();

// The staff screens' words: their formatter and its ICU parser are loaded and run once per test
// file here, so that the first test of a file does not pay for it inside its time limits.
const { createMessageFormatter } = await import('@portal/messages');
const { statusMessages } = await import('../shared/statuses/messages.js');
const warm = createMessageFormatter([]);
for (const message of Object.values(statusMessages)) warm(message, { status: 'x', type: 'x' });

// CI runs many suites at once on two cores: a screen's later answer (a second request, a lazy
// part) may take longer than the 1 s testing-library waits by default.
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 5_000 });
