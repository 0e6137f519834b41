// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog } from '../testing/modal-dialog.js';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// <dialog> with showModal, close and Escape, as the portal's Dialog uses them. (Not in the specs
// that run in Node, as the builds that draw pages do.)
if (typeof window !== 'undefined') installModalDialog();
