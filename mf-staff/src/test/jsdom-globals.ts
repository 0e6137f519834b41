// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installModalDialog, installNavigationRequest } from '@portal/web-kit/testing';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// The grant builder's pages run in a data router (it holds navigations back): it makes a
// Request at each navigation, and jsdom has none.
installNavigationRequest();

// jsdom has <dialog> but not its modal behaviour: showModal, close and Escape as in a browser.
installModalDialog();
