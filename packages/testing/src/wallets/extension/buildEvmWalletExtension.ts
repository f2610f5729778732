import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { ExtensionPageConfig, ExtensionWorkerConfig } from './extensionProtocol.js'

export type BuildEvmWalletExtensionParameters = ExtensionWorkerConfig & {
  /** How the extension presents itself over EIP-6963. */
  info: ExtensionPageConfig['info']
  /** Where to write the unpacked extension. @default a new temporary folder */
  outDir?: string | undefined
}

const entry = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url))

/**
 * Builds the EVM test wallet as an unpacked Manifest V3 extension: a service worker holding the
 * keys (bundled with viem), a bridge content script and a MAIN-world content script announcing
 * the provider over EIP-6963. Returns the folder to pass to `--load-extension`.
 */
export async function buildEvmWalletExtension(
  parameters: BuildEvmWalletExtensionParameters,
): Promise<string> {
  const { privateKeys, chains, info } = parameters
  const outDir = parameters.outDir ?? (await mkdtemp(join(tmpdir(), 'latchkit-wallet-extension-')))
  const bundle = (name: string, outfile: string, define: Record<string, string>) =>
    build({
      entryPoints: [entry(name)],
      outfile: join(outDir, outfile),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      define,
      logLevel: 'silent',
    })
  const workerConfig: ExtensionWorkerConfig = { privateKeys, chains }
  const pageConfig: ExtensionPageConfig = { info }
  await Promise.all([
    bundle('extensionWorker', 'worker.js', {
      __LATCHKIT_EXTENSION_WORKER_CONFIG__: JSON.stringify(workerConfig),
    }),
    bundle('extensionBridge', 'bridge.js', {}),
    bundle('extensionInpage', 'inpage.js', {
      __LATCHKIT_EXTENSION_PAGE_CONFIG__: JSON.stringify(pageConfig),
    }),
  ])
  const sites = ['http://127.0.0.1/*']
  const manifest = {
    manifest_version: 3,
    name: info.name,
    version: '1.0.0',
    description: 'The LatchKit rig test wallet: signs with a local test key. Never use it with real funds.',
    background: { service_worker: 'worker.js' },
    content_scripts: [
      { matches: sites, js: ['bridge.js'], run_at: 'document_start', all_frames: true, world: 'ISOLATED' },
      { matches: sites, js: ['inpage.js'], run_at: 'document_start', all_frames: true, world: 'MAIN' },
    ],
    host_permissions: sites,
    permissions: ['storage'],
  }
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return outDir
}
