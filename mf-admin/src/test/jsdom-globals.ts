// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog } from '@portal/web-kit/testing';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal behaviour: showModal, close and Escape as in a browser.
installModalDialog();

// CI runs many suites at once on two cores: a screen's later answer (a second request, a lazy
// part) may take longer than the 1 s testing-library waits by default.
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 5_000 });
