import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Rig, rigEnvironment, startRig } from '@latchkit/testing'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import {
  type BitcoinTestWallet,
  test as base,
  createBitcoinWallet,
  createEvmWallet,
  createPolkadotWallet,
  createSolanaWallet,
  type EvmTestWallet,
  installEvmWallet,
  installPolkadotWallet,
  installSatsConnectWallet,
  installSolanaWallet,
  type PolkadotTestWallet,
  type SolanaTestWallet,
} from '@latchkit/testing/wallets'
import { build, type PreviewServer, preview } from 'vite'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

type DemoWorkerFixtures = {
  /**
   * The whole rig, and the demo built for it and served by Vite's preview server: the same app
   * `npm run demo` serves in development, as a site ships it (a few chunks instead of hundreds of
   * modules per page load, which slow runners took a minute to fetch and transform).
   */
  demo: { rig: Rig; url: string }
}
type DemoTestFixtures = {
  /** The injected EVM test wallet on the rig's chains, holding the rig's first account. */
  demoWallet: EvmTestWallet
  /** The wallet-standard Solana test wallet on the rig's LiteSVM cluster. */
  demoSolanaWallet: SolanaTestWallet
  /**
   * The sats-connect Bitcoin test wallet (payment and ordinal accounts, fresh keys) on the rig's
   * litecoind regtest, its payment address funded with {@link bitcoinFunding} LTC in a mined block.
   */
  demoBitcoinWallet: BitcoinTestWallet
  /**
   * The injected Polkadot test extension holding the chopsticks chain's first two funded accounts
   * (Alice, Bob: sr25519), in the extension's generic address format.
   */
  demoPolkadotWallet: PolkadotTestWallet
}

/** What the node funds the Bitcoin test wallet's payment address with, in LTC. */
export const bitcoinFunding = '2'

/**
 * Builds the demo with the rig's endpoints in `VITE_LATCH_RIG` into `outDir` and serves it on a
 * free port; the preview server keeps the demo's sign-in routes (server/siwxPlugin.ts).
 */
async function serveDemo(
  rig: Rig,
  outDir: string,
  port: { port: number; release: () => Promise<void> },
): Promise<PreviewServer> {
  process.env.VITE_LATCH_RIG = JSON.stringify(rigEnvironment(rig))
  const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
  await build({ root: demoRoot, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  await port.release()
  return preview({
    root: demoRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: port.port, strictPort: true },
  })
}

/** A free loopback port, kept bound until `release()`, so no other server takes it meanwhile. */
async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const { port } = holder.address() as AddressInfo
  let released: Promise<void> | undefined
  return {
    port,
    release: () => {
      released ??= new Promise<void>((resolve) => holder.close(() => resolve()))
      return released
    },
  }
}

/** Playwright's `test` with the demo served on a running rig and the injected test wallet. */
export const test = base.extend<DemoTestFixtures, DemoWorkerFixtures>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const outDir = await mkdtemp(join(tmpdir(), 'latchkit-demo-'))
      // The demo's origin is known before the rig starts: the wallet service lets only it embed
      // the wallet frame.
      // Held while the rig starts (its own servers take free ports too), released just before the
      // demo's server binds it.
      const reserved = await reservePort()
      const rig = await startRig({ siteOrigins: [`http://127.0.0.1:${reserved.port}`] }).catch(
        async (error: unknown) => {
          await reserved.release()
          throw error
        },
      )
      try {
        const server = await serveDemo(rig, outDir, reserved).finally(() => reserved.release())
        try {
          const url = server.resolvedUrls?.local[0]
          if (!url) throw new Error('The demo server has no local URL.')
          await use({ rig, url })
        } finally {
          await server.close()
        }
      } finally {
        await rig.stop()
        await rm(outDir, { recursive: true, force: true })
      }
    },
    // Starting the rig and building the demo: well under a minute here, up to three on slow runners.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ demo }, use) => use(demo.url),
  demoWallet: async ({ page, demo }, use) => {
    const wallet = createEvmWallet({
      privateKeys: demo.rig.evm.accounts.map((account) => account.privateKey),
      chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, wallet)
    await use(wallet)
  },
  demoSolanaWallet: async ({ page, demo }, use) => {
    const { solana } = demo.rig
    const wallet = createSolanaWallet({
      keypairs: solana.accounts.map((account) => account.keypair),
      chains: [solana.caipNetworkId],
      rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl },
    })
    await installSolanaWallet(page, wallet)
    await use(wallet)
  },
  demoBitcoinWallet: async ({ page, demo }, use) => {
    const { bitcoin } = demo.rig
    const wallet = createBitcoinWallet({
      network: litecoinRegtestParameters,
      esploraUrl: bitcoin.esplora.url,
    })
    await bitcoin.node.fund(wallet.address, bitcoinFunding)
    await installSatsConnectWallet(page, wallet)
    await use(wallet)
  },
  demoPolkadotWallet: async ({ page, demo }, use) => {
    const wallet = await createPolkadotWallet({ accounts: demo.rig.polkadot.accounts.slice(0, 2) })
    // Under the polkadot-js extension's key, as most visitors' extension injects itself.
    await installPolkadotWallet(page, wallet, { name: 'polkadot-js' })
    await use(wallet)
  },
})

export { expect } from '@latchkit/testing/wallets'
