import { jestPreset } from '../jest.preset.js';

const preset = jestPreset({ environment: 'jsdom' });

export default {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
  },
  setupFiles: ['<rootDir>/src/test/jsdom-globals.ts'],
};
