import { jestPreset } from '../../jest.preset.js';

// Each test starts a real PostgreSQL (and the first one creates its cluster).
export default { ...jestPreset(), testTimeout: 60_000 };
