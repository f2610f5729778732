import { fileURLToPath } from 'node:url'
import { reachableFrom, readImportGraph } from '@latchkit/testing/import-graph'
import { expect, it } from 'vitest'

// What a page downloads before the visitor opens the activity list: the adapter's entry and what
// it imports at run time. The list's reader must stay out of it, reached by `import()` only.

const sourceDir = fileURLToPath(new URL('..', import.meta.url))
const fileOf = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))
/** Run-time imports and re-exports: `import type` and `export type` load nothing. */
const runtimeImport = /^(?:import|export)\s+(?!type\b)[^']*?\bfrom\s*'(\.[^']+)'/gm

it('loads the activity list reader with the list, apart from everything the page loads first', () => {
  const graph = readImportGraph(sourceDir, runtimeImport)
  const firstDownload = reachableFrom(graph, fileOf('exports/index.ts'))
  const lazyPart = reachableFrom(graph, fileOf('history/fetchTransactionsPage.ts'))
  expect(firstDownload).toContain(fileOf('history/getTransactions.ts'))
  expect([...lazyPart].sort()).toEqual(
    [
      'history/fetchTransactionsPage.ts',
      'history/readParsedTransaction.ts',
      'history/solanaTransfers.ts',
      'history/transactionsPage.ts',
      'networks/solanaJsonRpc.ts',
    ].map(fileOf),
  )
  // Shared with the entry, a module would make the package's bundle split into one more chunk.
  expect([...lazyPart].filter((file) => firstDownload.has(file))).toEqual([])
})
