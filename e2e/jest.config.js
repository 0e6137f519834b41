import { jestPreset } from '../jest.preset.js';

// One portal and one browser at a time: the machine has two cores.
export default {
  ...jestPreset(),
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
};
