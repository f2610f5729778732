import { fileURLToPath } from 'node:url'
import { reachableFrom, readImportGraph } from '@latchkit/testing/import-graph'
import { expect, it } from 'vitest'

// What a page downloads before the visitor opens the send form, the balances or the activity:
// the adapter's entry and what it imports at run time. The wallet actions' code must stay out of
// it, reached by the lazy parts' `import()` only.

const sourceDir = fileURLToPath(new URL('..', import.meta.url))
const fileOf = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))
/** Run-time imports and re-exports: `import type` and `export type` load nothing, nor does `import()`. */
const runtimeImport = /^(?:import|export)\s+(?!type\b)[^']*?\bfrom\s*'(\.[^']+)'/gm

it('keeps sends, fee estimates, balances, history, ENS resolution, disconnecting and chain RPC out of the first download', () => {
  const graph = readImportGraph(sourceDir, runtimeImport)
  const firstDownload = reachableFrom(graph, fileOf('exports/index.ts'))
  const lazy = [
    'actions/estimateSendFee.ts',
    'actions/readSendForm.ts',
    'actions/sendToken.ts',
    'account/deferredReaders.ts',
    'account/getTokenBalances.ts',
    'account/readErc20Calls.ts',
    'account/readTokenText.ts',
    'history/getTransactions.ts',
    'history/readExplorerPage.ts',
    'history/readExplorerRows.ts',
    'history/toTransactions.ts',
    'names/resolveName.ts',
    'swap/uniswapV2Calls.ts',
    'swap/swapMath.ts',
    'adapter/actionContext.ts',
    'connection/disconnect.ts',
    'connectors/readEmbeddedChain.ts',
    'transport/startChainRpc.ts',
    'transport/chainRpcEndpoints.ts',
    'transport/providerRpcUrl.ts',
    'transport/httpEndpoint.ts',
    'transport/rpcConstants.ts',
    'transport/startRankedFallback.ts',
    'transport/rankEndpoints.ts',
  ].map(fileOf)
  expect(lazy.filter((file) => firstDownload.has(file))).toEqual([])
  // What the entry needs to answer at once: whether a network has history.
  expect(firstDownload).toContain(fileOf('history/explorerApiUrl.ts'))
  // Each is reached from its lazy part (history and ENS resolution from the account readers' own
  // parts, so that the page's first download does not even name their files).
  const lazyParts = [
    'actions/transactions.ts',
    'account/accountReaders.ts',
    'history/transactionHistory.ts',
    'names/resolveName.ts',
    'swap/uniswapV2Calls.ts',
    'connection/connecting.ts',
    'transport/chainRpc.ts',
  ]
  const reachedLazily = new Set(lazyParts.flatMap((part) => [...reachableFrom(graph, fileOf(part))]))
  expect(lazy.filter((file) => !reachedLazily.has(file))).toEqual([])
})
