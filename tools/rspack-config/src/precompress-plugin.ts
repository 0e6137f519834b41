import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PrecompressOptions {
  /** Smaller files are not worth a second request path (default 1 KiB). */
  minBytes?: number;
  /** Which assets are text worth compressing. */
  test?: RegExp;
}

const pluginName = 'PortalPrecompressPlugin';

/**
 * Writes `x.gz` and `x.br` next to every text asset of at least 1 KiB, so the gateway can
 * send them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * A sibling is left out when compressing does not make the file smaller.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  private readonly minBytes: number;
  private readonly test: RegExp;

  constructor(options: PrecompressOptions = {}) {
    this.minBytes = options.minBytes ?? 1024;
    this.test = options.test ?? /\.(?:js|mjs|css|html|json|svg|txt)$/;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the Module Federation manifest, which is emitted at OPTIMIZE_TRANSFER.
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        async () => {
          const candidates = compilation
            .getAssets()
            .filter((asset) => this.test.test(asset.name) && !asset.info.compressed);
          await Promise.all(
            candidates.map(async (asset) => {
              const content = asset.source.buffer();
              if (content.length < this.minBytes) return;
              const [gzipped, brotlied] = await Promise.all([
                gzipAsync(content, { level: 9 }),
                brotliAsync(content, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
              ]);
              const info = { compressed: true, immutable: asset.info.immutable ?? false };
              if (gzipped.length < content.length) {
                compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gzipped), info);
              }
              if (brotlied.length < content.length) {
                compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotlied), info);
              }
            }),
          );
        },
      );
    });
  }
}
