import { jestPreset } from '../jest.preset.js';

export default { ...jestPreset(), testMatch: ['<rootDir>/**/*.spec.ts'], testTimeout: 180_000 };
