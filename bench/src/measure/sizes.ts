import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A file's bytes as served: minified (raw), gzip -9 and brotli quality 11. */
export type Sizes = { raw: number; gzip: number; brotli: number }

export const noBytes: Sizes = { raw: 0, gzip: 0, brotli: 0 }

/** Measures one file's contents. */
export function measureSizes(contents: Uint8Array): Sizes {
  return {
    raw: contents.byteLength,
    gzip: gzipSync(contents, { level: 9 }).byteLength,
    brotli: brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  }
}

/** Adds sizes up. */
export function sumSizes(sizes: Iterable<Sizes>): Sizes {
  const total = { ...noBytes }
  for (const size of sizes) {
    total.raw += size.raw
    total.gzip += size.gzip
    total.brotli += size.brotli
  }
  return total
}
