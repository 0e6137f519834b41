// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog } from '../testing/modal-dialog.js';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// <dialog> with showModal, close and Escape, as the portal's Dialog uses them.
installModalDialog();
