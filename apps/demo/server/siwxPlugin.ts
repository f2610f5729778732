import type { CaipNetworkId } from '@latchkit/core'
import { createBitcoinVerifier } from '@latchkit/siwx/bitcoin'
import { createEvmVerifier } from '@latchkit/siwx/evm'
import { createPolkadotVerifier } from '@latchkit/siwx/polkadot'
import { createSolanaVerifier } from '@latchkit/siwx/solana'
import { type Chain, createPublicClient, http, type Transport } from 'viem'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { toViemChain } from '../src/kit/toViemChain.js'
import type { DemoRig } from '../src/rig/readRig.js'
import { createSiwxRoutes } from './siwxRoutes.js'

/**
 * The demo's local server for Sign in with X, as Vite dev- and preview-server middleware: nonces, the
 * server-side check against the rig's anvil chains, its Solana cluster, its Bitcoin-family regtest
 * (BIP-322 and legacy signatures with Litecoin's address bytes) and its Polkadot chain (sr25519,
 * ed25519 and ecdsa signatures), and a session cookie.
 * Reads the rig from `VITE_LATCH_RIG` when the server starts; without a rig it adds nothing.
 */
export function siwxServerPlugin(): Plugin {
  return {
    name: 'latchkit-demo-siwx-server',
    configureServer: installSiwxRoutes,
    configurePreviewServer: installSiwxRoutes,
  }
}

/** What the dev server and the preview server (the e2e suite's built demo) both offer. */
type DemoServer = Pick<ViteDevServer | PreviewServer, 'middlewares' | 'resolvedUrls'>

/** Adds the sign-in routes, checking against the rig in `VITE_LATCH_RIG`; nothing without one. */
function installSiwxRoutes(server: DemoServer): void {
  const raw = process.env.VITE_LATCH_RIG
  if (!raw) return
  const rig = JSON.parse(raw) as DemoRig
  const clients = rig.evmChains.map((chain) =>
    createPublicClient<Transport, Chain | undefined>({
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    }),
  )
  const chainIds: CaipNetworkId[] = [
    ...rig.evmChains.map((chain) => `eip155:${chain.chainId}` as const),
    rig.solana.caipNetworkId,
    rig.bitcoin.caipNetworkId,
    rig.polkadot.caipNetworkId,
  ]
  const handle = createSiwxRoutes({
    siteOrigin: () => {
      const url = server.resolvedUrls?.local[0]
      if (!url) throw new Error('The demo server is not listening yet.')
      return url
    },
    chainIds,
    verifiers: [
      createEvmVerifier({ clients }),
      createSolanaVerifier(),
      // The regtest is not one of the built-in Bitcoin networks: its parameters are configuration.
      createBitcoinVerifier({ networks: { [rig.bitcoin.caipNetworkId]: rig.bitcoin.parameters } }),
      createPolkadotVerifier(),
    ],
  })
  server.middlewares.use((request, response, next) => {
    handle(request, response).then(
      (handled) => {
        if (!handled) next()
      },
      (error: unknown) => next(error),
    )
  })
}
