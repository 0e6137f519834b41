// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not lay pages out; navigation scrolls to the top. (Not in the build's pre-render
// specs, which run in Node as the build does.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
