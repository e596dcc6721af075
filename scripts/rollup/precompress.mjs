// Emits brotli (.br) and gzip (.gz) twins of every JS, CSS, HTML, SVG and JSON file of a build,
// so the server can send compressed bytes without compressing on each request
// (@fastify/static's preCompressed option picks the twin the browser accepts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/** The .gz and .br twins of a file's bytes ({} below MIN_BYTES, where compression does not pay). */
export function compressedTwins(bytes) {
  if (bytes.length < MIN_BYTES) return {};
  return {
    gz: gzipSync(bytes, { level: 9 }),
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  };
}

export default function precompress() {
  return {
    name: 'cg-precompress',
    generateBundle(_options, bundle) {
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        for (const [ext, twin] of Object.entries(compressedTwins(Buffer.from(source)))) {
          this.emitFile({ type: 'asset', fileName: `${fileName}.${ext}`, source: twin });
        }
      }
    },
  };
}
