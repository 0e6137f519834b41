import { z } from 'zod';
import { uploadLimitEnv } from './upload-limits.js';

describe('MAX_UPLOAD_MB, read the same by every part', () => {
  const schema = z.object(uploadLimitEnv);

  it('is 25 megabytes when unset, and a number when set', () => {
    expect(schema.parse({})).toEqual({ MAX_UPLOAD_MB: 25 });
    expect(schema.parse({ MAX_UPLOAD_MB: '1' })).toEqual({ MAX_UPLOAD_MB: 1 });
  });

  it.each(['0', '-1', 'lots', '10241'])('refuses %p', (value) => {
    expect(schema.safeParse({ MAX_UPLOAD_MB: value }).success).toBe(false);
  });
});
