/**
 * File naming the gateway relies on. It marks files whose name ends in a 10-hex-digit content
 * hash and an extension as immutable (cached for a year); everything else (the pages,
 * mf-manifest.json) is served no-cache, so a new release is seen at once.
 */
export const immutableFilePattern = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

const hash = '[contenthash:10]';

export function outputFilenames(production: boolean) {
  // Development keeps stable names: the dev server never caches and rebuilds are faster.
  const stem = production ? `[name].${hash}` : '[name]';
  return {
    filename: `${stem}.js`,
    chunkFilename: `${stem}.js`,
    cssFilename: `${stem}.css`,
    cssChunkFilename: `${stem}.css`,
    assetModuleFilename: production ? `[name].${hash}[ext]` : '[name][ext]',
  };
}
