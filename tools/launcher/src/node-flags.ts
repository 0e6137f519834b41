/**
 * How `npm start` runs its Node processes (the launcher itself, the object store's runner, the
 * six services, the gateway) on a small office server: the aim is the whole stack within
 * 400 MiB of proportional set size. Measured with `BENCH_SECTIONS=memory npm run bench` (README,
 * "Memory of the whole portal").
 */

/** The parts that are Node processes: `runner` is the object store's, and one-job runners. */
export type NodePartName =
  | 'launcher'
  | 'runner'
  | 'identity'
  | 'grants'
  | 'applications'
  | 'files'
  | 'notifications'
  | 'reviews'
  | 'gateway';

/**
 * `--max-semi-space-size=1`: V8's young generation stays at 1 MiB per semi-space. Left alone, a
 * service grows it to 32 MiB per semi-space during its start and keeps it, about 25 MiB of
 * touched pages in each service and 8 to 16 in the gateway, the runners and the launcher. The
 * files service had it first for its uploads (README, uploads), where it also frees socket
 * buffers sooner.
 */
const everyProcess = ['--max-semi-space-size=1'];

/**
 * The launcher and the runners serve no member: their speed does not matter, their memory does.
 * `--optimize-for-size` is V8's own trade of speed for memory (memory-reducing collections, a
 * heap that grows in small steps); `--lite-mode` compiles nothing beyond bytecode (no optimised
 * code and its metadata). Neither uses WebAssembly, which lite mode turns off.
 */
const supportProcess = [...everyProcess, '--optimize-for-size', '--lite-mode'];

/**
 * The services and the gateway serve the members at full speed: no `--optimize-for-size` (it
 * cost a third of the grant list's and the document rush's throughput) and no `--liftoff-only`
 * for the gateway (undici's HTTP parser, WebAssembly, left in V8's baseline code: about 4 MiB
 * less, but 30 to 40 % more CPU for every answer the gateway passes on). `--expose-gc` lets
 * them collect their heap once quiet after use (`collectGarbageWhenIdle`, libs/http-kit),
 * giving back what start-up and a burst grew: the memory at rest without the cost under load.
 */
const servingProcess = [...everyProcess, '--expose-gc'];

const flagsByPart: Record<NodePartName, readonly string[]> = {
  launcher: supportProcess,
  runner: supportProcess,
  identity: servingProcess,
  grants: servingProcess,
  applications: servingProcess,
  files: servingProcess,
  // The inbox and its bell answer members as the other services do.
  notifications: servingProcess,
  reviews: servingProcess,
  gateway: servingProcess,
};

/** Every flag above: the launcher's own are not passed on to its parts as they are. */
const ourFlags = new Set(Object.values(flagsByPart).flat());

/**
 * glibc's malloc, for every part (set unless set already):
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates its own arena, up to 8 per core,
 *   and memory freed in one is not reused by another; two take 1 to 4 MiB off each Node process
 *   (identity's argon2id hashes run on libuv's threads).
 * - `MALLOC_MMAP_THRESHOLD_=131072`: a block of 128 KiB or more (zlib's and brotli's state for a
 *   compressed answer, a Buffer of an upload's part) gets pages of its own, given back when it is
 *   freed. Left alone, glibc raises the threshold after the first such block is freed (up to
 *   32 MiB) and keeps the next ones in its heap, where what a burst freed stays: the gateway
 *   settled 5 to 9 MiB lower after a burst of use (tools/bench/RESULTS.md, "Memory of the whole portal").
 *   Blocks under 128 KiB (a socket's 64 KiB reads) stay in the heap.
 */
export const mallocEnvironment: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** `mallocEnvironment` as a shell prefix (package.json's "start"). */
export const mallocShellPrefix = Object.entries(mallocEnvironment)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');

/** `mallocEnvironment`, each value as the given environment has it when it has one. */
export function mallocEnvironmentFrom(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mallocEnvironment).map(([name, value]) => [name, environment[name] ?? value]),
  );
}

/** The launcher's own flags: package.json's "start" and PortalProcess give them. */
export const launcherFlags: readonly string[] = flagsByPart.launcher;

/**
 * Node's flags for a part: those given to the launcher that are not ours (an `--inspect`, say),
 * then the part's own.
 */
export function partNodeFlags(
  part: NodePartName,
  inherited: readonly string[] = process.execArgv,
): string[] {
  return [...inherited.filter((flag) => !ourFlags.has(flag)), ...flagsByPart[part]];
}
