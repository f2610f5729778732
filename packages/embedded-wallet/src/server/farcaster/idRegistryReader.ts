import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { FarcasterChainMismatchError } from './registryErrors.js'
import type { ResolvedFarcasterLogin } from './resolveFarcasterLogin.js'

/** The part of Farcaster's IdRegistry the service reads. */
const idRegistryAbi = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
] as const

/** Who holds which fid, read from the configured registry. */
export type IdRegistryReader = {
  /**
   * The fid `custody` holds (0n for none).
   * @throws when the node cannot be read or is on another chain than the configured one.
   */
  idOf: (custody: Address) => Promise<bigint>
}

// One reader per configuration, so the node's chain id is asked once per service, not per login.
const readers = new WeakMap<ResolvedFarcasterLogin, IdRegistryReader>()

/**
 * The reader of the configured IdRegistry. It reads nothing until the node has answered the
 * configured chain id: a registry address on another chain is someone else's contract.
 */
export function idRegistryReader(config: ResolvedFarcasterLogin): IdRegistryReader {
  const known = readers.get(config)
  if (known) return known
  const client: PublicClient = createPublicClient({
    transport: http(config.rpcUrl, { timeout: 10_000, retryCount: 1 }),
  })
  let chainChecked: Promise<void> | undefined
  const checkChain = async () => {
    const chainId = await client.getChainId()
    if (chainId !== config.chainId)
      throw new FarcasterChainMismatchError({ chainId, configuredChainId: config.chainId })
  }
  const reader: IdRegistryReader = {
    async idOf(custody) {
      chainChecked ??= checkChain().catch((error: unknown) => {
        chainChecked = undefined
        throw error
      })
      await chainChecked
      return client.readContract({
        address: config.idRegistryAddress,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      })
    },
  }
  readers.set(config, reader)
  return reader
}
