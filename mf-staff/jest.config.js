import { jestPreset } from '../jest.preset.js';

export default {
  ...jestPreset({ environment: 'jsdom' }),
  setupFiles: ['<rootDir>/src/test/jsdom-globals.ts'],
};
