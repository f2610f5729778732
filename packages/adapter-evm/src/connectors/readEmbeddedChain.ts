import type { CreateConnectorFn } from '@wagmi/core'
import { EmbeddedWalletChainError } from '../errors/embeddedWalletErrors.js'

/**
 * The embedded wallet's read of a chain (`embeddedWalletConnector`): the JSON-RPC request over the
 * wagmi config's own transport of that chain, as any other wallet's reads go. A lazy part (the
 * chain RPC part, `loadChainRpc`): the wallet reads only once the visitor is signed in.
 *
 * @throws {EmbeddedWalletChainError} for a chain the config has no chain or transport for.
 */
export async function readEmbeddedChain(
  config: Parameters<CreateConnectorFn>[0],
  chainId: number,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  const transport = config.transports?.[chainId]
  if (!chain || !transport) throw new EmbeddedWalletChainError({ chainId })
  return transport({ chain }).request({ method, params } as never)
}
