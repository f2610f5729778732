import { InvalidAddressError, loadOnce, type TransactionsPage } from '@latchkit/core'
import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { SolanaRpcError } from '../errors/rpcErrors.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { rpcUrlOf } from '../networks/solanaRpc.js'
import { describeMint } from '../tokens/solanaTokenListing.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

/** Transactions per page: what one `getSignaturesForAddress` call asks for. */
const transactionsPageSize = 20

// The RPC reads and the reading of their answers are a chunk of their own, downloaded when the
// activity list first loads.
const loadFetchTransactionsPage = loadOnce(() => import('./fetchTransactionsPage.js'))

/** What {@link getTransactions} reads. */
export type SolanaGetTransactionsParameters = {
  address: string
  network: SolanaNetwork
  /** The last signature of the previous page (its `next`). */
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * A page of `address`'s history from the network's own RPC, newest first:
 * `getSignaturesForAddress` (20, before `cursor`), then `getTransaction` (jsonParsed) of each in
 * one batch. Each entry carries the SOL and SPL token transfers `address` sent or received, named
 * from the `tokens` option; an answer that does not read as a transaction is left out.
 *
 * @throws {InvalidAddressError} for an address that is not a Solana address.
 * @throws {SolanaRpcError} when the RPC fails (the list shows 'Failed to fetch transactions').
 */
export async function getTransactions(
  context: SolanaAdapterContext,
  parameters: SolanaGetTransactionsParameters,
): Promise<TransactionsPage> {
  const { address, cursor, signal } = parameters
  const network = resolveNetwork(context, parameters.network)
  if (!isSolanaAddress(address))
    throw new InvalidAddressError({
      address,
      field: 'address',
      expected: 'a base58 Solana address (32 bytes)',
    })
  const { fetchTransactionsPage } = await loadFetchTransactionsPage.get()
  const caipNetworkId = network.caipNetworkId
  const page = await fetchTransactionsPage({
    url: rpcUrlOf(network),
    // History is kept from `confirmed` on: validators refuse `processed` here.
    commitment: context.commitment === 'processed' ? 'confirmed' : context.commitment,
    cursor,
    signal,
    subject: {
      address,
      caipNetworkId,
      nativeCurrency: network.nativeCurrency,
      describeMint: (mint, decimals) => describeMint(context.tokens, { caipNetworkId, mint, decimals }),
      pageSize: transactionsPageSize,
    },
  })
  if ('failure' in page) throw new SolanaRpcError(page.failure)
  return page
}
