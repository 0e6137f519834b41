// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';
import { installNavigationRequest } from '@portal/web-kit/testing';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// The portal's data router makes a Request at each navigation; jsdom has none.
installNavigationRequest();
// jsdom does not lay pages out; navigation scrolls to the top. (Not in the build's pre-render
// specs, which run in Node as the build does.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// CI runs many suites at once on two cores: a screen's later answer (a second request, a lazy
// part) may take longer than the 1 s testing-library waits by default.
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 5_000 });
