import { jestPreset } from '../../jest.preset.js';

export default { ...jestPreset(), testTimeout: 30_000 };
