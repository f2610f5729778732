import { type Chain, createPublicClient, defineChain, http, type PublicClient, type Transport } from 'viem'

/** An EVM chain the rig reads over JSON-RPC (an `EvmRigChain` of `startEvm()` fits). */
export type ReadableEvmChain = {
  chainId: number
  rpcUrl: string
  /** A viem chain (its native currency, `contracts.ensUniversalResolver`); a plain ETH chain without it. */
  chain?: Chain | undefined
}

/**
 * A viem client reading `spec` with what the rig's readers need: no cache (a test reads right after
 * it sends, and must see the new block) and JSON-RPC batching, so a scan of many blocks is a few
 * HTTP requests rather than one per block.
 */
export function createChainClient(spec: ReadableEvmChain): PublicClient {
  const chain: Chain =
    spec.chain ??
    defineChain({
      id: spec.chainId,
      name: `Chain ${spec.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [spec.rpcUrl] } },
    })
  // The annotation spares TypeScript inferring the client's full type for this chain (30 s per typecheck).
  return createPublicClient<Transport, Chain>({
    chain,
    transport: http(spec.rpcUrl, { batch: { batchSize: 200 } }),
    cacheTime: 0,
  })
}
