import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const globalName = '__latchkitPageScript'
const bundles = new Map<string, Promise<string>>()

/** Bundles one browser entry of this folder (with what it imports) into a script, once per process. */
export function bundleBrowserEntry(relativePath: string): Promise<string> {
  let bundle = bundles.get(relativePath)
  if (!bundle) {
    bundle = build({
      entryPoints: [fileURLToPath(new URL(relativePath, import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      globalName,
      platform: 'browser',
      target: 'es2022',
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]?.text ?? '')
    bundles.set(relativePath, bundle)
  }
  return bundle
}

/**
 * The init script that runs a page entry's `install(config)`. The bundle is wrapped in a function
 * so none of its names leak onto the site's `window`.
 */
export async function pageInstallScript(relativePath: string, config: unknown): Promise<string> {
  const bundle = await bundleBrowserEntry(relativePath)
  return `(() => {\n${bundle}\n${globalName}.install(${JSON.stringify(config)})\n})()`
}
