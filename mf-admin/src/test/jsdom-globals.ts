// jsdom lacks TextEncoder/TextDecoder, which react-dom and react-router 7 use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
