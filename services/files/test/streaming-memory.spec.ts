import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fixtures } from './file-fixtures.js';
import { FilesUnderTest, generated, type PartOrder } from './files-under-test.js';

/** Collects garbage first, so the growth measured is what the upload holds, not old garbage. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * The upload is streamed: a 250 MB file through the service (in this process, with the test's
 * own client) grows the resident memory by a bounded amount well under its size: the upload's
 * one part buffer (5 MiB) and the streams' buffers, on both sides of the test's connection. A
 * warm-up upload first, so code loaded and compiled on first use is not counted. Not a timing
 * assertion. A file sent before its fields is streamed alike (to the store before the fields
 * have come), never held in memory or on disk.
 */
describe('files: uploads stream', () => {
  const files = new FilesUnderTest();
  beforeAll(() => files.start(300));
  afterAll(() => files.destroy());

  const orders: PartOrder[] = ['fields first', 'file first'];
  it.each(orders)(
    'stores a 250 MB file sent with its %s, with memory growth bounded well under its size, bytes intact',
    async (order) => {
      const applicationId = files.applications.create(files.member);
      const warmUp = await files.upload({
        applicationId,
        questionKey: '0-0',
        name: 'warm-up.pdf',
        content: generated(fixtures.pdf, 12 * 1024 * 1024),
        order,
      });
      expect(warmUp.status).toBe(201);

      const size = 250 * 1024 * 1024;
      collectGarbage();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const answer = await files.upload({
        applicationId,
        questionKey: '0-1',
        name: 'big.pdf',
        content: generated(fixtures.pdf, size),
        order,
      });
      clearInterval(sampler);
      expect(answer.status).toBe(201);
      expect(answer.body.size).toBe(size);
      // Measured ≈ 50 MiB for 100 MB and for 250 MB alike: bounded, not growing with the file.
      expect(peak - before).toBeLessThan(100 * 1024 * 1024);
      const stat = await files.store.statObject(files.config.S3_BUCKET, answer.body.filename);
      expect(stat.size).toBe(size);
    },
    60_000,
  );
});
