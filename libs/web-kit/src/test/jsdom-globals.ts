// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog } from '../testing/modal-dialog.js';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// <dialog> with showModal, close and Escape, as the portal's Dialog uses them. (Not in the specs
// that run in Node, as the builds that draw pages do.)
if (typeof window !== 'undefined') installModalDialog();

// CI runs many suites at once on two cores: a screen's later answer (a second request, a lazy
// part) may take longer than the 1 s testing-library waits by default.
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 5_000 });
