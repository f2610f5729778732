import { EvmAdapter } from '@latchkit/adapter-evm'
import { createCookieStorage } from '@latchkit/core'
import type { CreateLatchKitParameters } from '@latchkit/react'
import { foundry, mainnet, sepolia } from 'viem/chains'

// `foundry` is a developer's local anvil: chain 31337 at http://127.0.0.1:8545 (`anvil` with no
// options). Drop it from a site that ships; keep mainnet and sepolia, or list your own chains.
const networks = [mainnet, sepolia, foundry] as const

/** Where the kit reads the visitor's cookies from, and where its writes go. */
export type KitCookies = {
  /** The cookies as a `Cookie` header: the request's on the server, `document.cookie` in the browser. */
  read: () => string
  /** Takes one `Set-Cookie` string per write. */
  write: (setCookie: string) => void
}

/**
 * The kit's options, the same on the server and in the browser except for where the cookies come
 * from. The kit keeps its state (the wallet the visitor connected, the network) in cookies rather
 * than localStorage, so every request carries it and the server renders from the same state the
 * browser starts with.
 */
export function latchKitParameters(cookies: KitCookies): CreateLatchKitParameters {
  const evm = new EvmAdapter({ networks })
  return {
    adapters: [evm],
    networks: evm.networks,
    // This example starts on the local anvil, for a developer trying it. A site for visitors
    // leaves `defaultNetwork` out and starts on the first network, mainnet.
    defaultNetwork: evm.networks.find((network) => network.id === foundry.id),
    storage: createCookieStorage({ cookie: cookies.read, setCookie: cookies.write }),
    metadata: {
      name: 'LatchKit with Next.js',
      description: 'The smallest Next.js site with LatchKit',
      url: 'http://127.0.0.1:3000',
      icons: [],
    },
  }
}
