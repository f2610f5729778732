/** A rig ERC-20 token on one chain. */
export type RigToken = { symbol: string; name: string; address: `0x${string}`; decimals: number }

/** One anvil chain of the rig. */
export type RigEvmChain = {
  chainId: number
  name: string
  rpcUrl: string
  multicall3: `0x${string}`
  ensUniversalResolver: `0x${string}`
  tokens: RigToken[]
  /** The chain's Etherscan-compatible account API (the rig's explorer stand-in). */
  explorerApiUrl: string
  /** The chain's Uniswap v2 (the published builds), with pools of the rig's tokens. */
  uniswapV2: { factory: `0x${string}`; router: `0x${string}`; weth: `0x${string}` }
}

/** What the page knows about the running rig (the JSON of packages/testing's `rigEnvironment`). */
export type DemoRig = {
  evmChains: RigEvmChain[]
  solana: {
    caipNetworkId: `solana:${string}`
    rpcUrl: string
    wsUrl: string
    /** The cluster's SPL token (Latch USD), which every Solana test account holds. */
    token: { mint: string; symbol: string; name: string; decimals: number }
  }
  /** The litecoind regtest behind an Esplora-shaped API, with Litecoin's address and message bytes. */
  bitcoin: {
    caipNetworkId: `bip122:${string}`
    genesisHash: string
    esploraUrl: string
    parameters: { bech32: string; pubKeyHash: number; scriptHash: number; messagePrefix: string }
  }
  /** The chopsticks chain (Rococo Asset Hub's runtime), its node's WebSocket and its token. */
  polkadot: {
    caipNetworkId: `polkadot:${string}`
    genesisHash: string
    wsUrl: string
    ss58Prefix: number
    decimals: number
    symbol: string
  }
  relayUrl: string
  registryUrl: string
  /** The embedded wallet's service (on another origin), when the rig runs one. */
  wallet?: { serviceUrl: string; projectId: string }
}

/**
 * The rig's endpoints, passed by `npm run demo` (packages/testing/src/cli/demo.ts) in the
 * `VITE_LATCH_RIG` environment variable. `undefined` when the page is served without the rig.
 */
export function readRig(): DemoRig | undefined {
  const raw: unknown = import.meta.env.VITE_LATCH_RIG
  if (typeof raw !== 'string' || raw === '') return undefined
  return JSON.parse(raw) as DemoRig
}
