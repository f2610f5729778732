import { loadOnce, type TransactionsPage } from '@latchkit/core'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import type { EvmNetwork } from '../networks/toNetwork.js'

// Readers only some visitors reach (the activity list, a receiver typed as an ENS name), loaded
// from the account readers rather than from the adapter's entry: a connected page has the account
// readers already, and the page's first download does not have to name these parts' files.

const loadTransactionHistory = loadOnce(() => import('../history/transactionHistory.js')).get
const loadNameResolution = loadOnce(() => import('../names/resolveName.js')).get

/** `getTransactions` of the history part (the explorer API client), fetched on first use. */
export function getTransactions(
  context: EvmAdapterContext,
  parameters: {
    address: string
    network: EvmNetwork
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  },
): Promise<TransactionsPage> {
  return loadTransactionHistory().then((part) => part.getTransactions(context, parameters))
}

/** `resolveName` of the ENS part (with ENSIP-15 normalization's tables), fetched on first use. */
export function resolveName(
  context: EvmAdapterContext,
  parameters: { name: string; network: EvmNetwork },
): Promise<string | undefined> {
  return loadNameResolution().then((part) => part.resolveName(context, parameters))
}
