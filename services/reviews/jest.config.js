import { jestPreset } from '../../jest.preset.js';

export default {
  ...jestPreset(),
  globalSetup: '@portal/testing/global-setup',
  globalTeardown: '@portal/testing/global-teardown',
  testTimeout: 30_000,
};
