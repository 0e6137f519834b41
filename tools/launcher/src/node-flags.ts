/**
 * How `npm start` runs its Node processes (the launcher itself, the runners of PostgreSQL and the
 * object store, the four services, the gateway) on a small office server: issue 11 asks for the
 * whole stack within 400 MiB of proportional set size. Measured with `BENCH_SECTIONS=memory npm
 * run bench` (README, "Memory"):
 *
 * - `--max-semi-space-size=1`: V8's young generation stays at 1 MiB per semi-space. Left alone, a
 *   service grows it to 32 MiB per semi-space during its start and keeps it, about 25 MiB of
 *   touched pages in each service and 8 to 16 in the gateway, the runners and the launcher. The
 *   files service had it first for its uploads (README, uploads), where it also frees socket
 *   buffers sooner.
 * - `--optimize-for-size`: V8's own trade of speed for memory (memory-reducing collections, a
 *   heap that grows in small steps): 2 to 5 MiB less in each Node process at rest, and above all
 *   a heap that stays small under load. After 30 s of heavy reads (the published grants, /me),
 *   grants and identity held 250 and 200 MiB without it, still 45 s later, against 65 and 90.
 *   Its price is throughput on the calls that allocate most: the published grants' list about a
 *   third slower, /me a tenth, the deadline rush under a tenth (README, "Memory of the whole
 *   portal", where `--heap-growing-percent=50` is the middle way measured). Node refuses it in
 *   NODE_OPTIONS, so docker-compose.yml has only the first flag.
 */
export const smallFootprintFlags: readonly string[] = [
  '--max-semi-space-size=1',
  '--optimize-for-size',
];

/**
 * glibc gives each thread that allocates its own malloc arena, up to 8 per core, and memory freed
 * in one is not reused by another: `MALLOC_ARENA_MAX=2` takes 1 to 4 MiB off each Node process
 * (identity's argon2id hashes run on libuv's threads). Set for every part unless set already.
 */
export const mallocArenaMax = '2';

/**
 * The gateway's only WebAssembly is undici's HTTP parser (llhttp), which reads every answer of
 * the services: V8 compiles its hot functions a second time with its optimising compiler, and the
 * gateway kept 5 to 7 MiB more for it. `--liftoff-only` keeps V8's baseline WebAssembly code.
 */
export const gatewayOnlyFlags: readonly string[] = ['--liftoff-only'];

/** Node's flags for a part: the launcher's own (an `--inspect` given to it, say) and ours, once each. */
export function partNodeFlags(
  part?: string,
  inherited: readonly string[] = process.execArgv,
): string[] {
  const own = [...smallFootprintFlags, ...(part === 'gateway' ? gatewayOnlyFlags : [])];
  return [...inherited, ...own.filter((flag) => !inherited.includes(flag))];
}
