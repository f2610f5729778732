import { type Address, erc20Abi, type Hash, type TransactionReceipt } from 'viem'
import { type MinedBlock, readAccountTransactions, readTransferLogs } from './accountActivity.js'
import type { AccountQuery } from './accountQuery.js'
import { createChainClient, type ReadableEvmChain } from './chainClient.js'
import {
  minedTransactionOf,
  type TokenMetadata,
  type TokentxRow,
  type TxlistRow,
  toTokentxRow,
  toTxlistRow,
} from './etherscanRows.js'

/** One chain's answers to the account API, read over its JSON-RPC on every request. */
export type ExplorerChain = {
  /** The rows of `query`, sorted and paged as it asks. */
  rows(query: AccountQuery): Promise<(TxlistRow | TokentxRow)[]>
}

export function createExplorerChain(spec: ReadableEvmChain): ExplorerChain {
  const client = createChainClient(spec)
  // A token's name, symbol and decimals do not change: each is read once.
  const tokens = new Map<string, Promise<TokenMetadata>>()

  function tokenMetadata(token: Address): Promise<TokenMetadata> {
    const known = tokens.get(token.toLowerCase())
    if (known) return known
    const read = (functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ address: token, abi: erc20Abi, functionName }).then(String, () => '')
    const metadata = Promise.all([read('name'), read('symbol'), read('decimals')]).then(
      ([name, symbol, decimals]) => ({ name, symbol, decimals }),
    )
    tokens.set(token.toLowerCase(), metadata)
    return metadata
  }

  async function receiptsOf(hashes: readonly Hash[]): Promise<Map<Hash, TransactionReceipt>> {
    const distinct = [...new Set(hashes)]
    const receipts = await Promise.all(distinct.map((hash) => client.getTransactionReceipt({ hash })))
    return new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  }

  async function txlist(address: Address, range: { fromBlock: bigint; toBlock: bigint }, latest: bigint) {
    const mined = await readAccountTransactions(client, { account: address, range })
    const receipts = await receiptsOf(mined.map(({ transaction }) => transaction.hash))
    return mined.flatMap((entry) => {
      const receipt = receipts.get(entry.transaction.hash)
      return receipt ? [toTxlistRow(entry, receipt, latest)] : []
    })
  }

  async function tokentx(address: Address, range: { fromBlock: bigint; toBlock: bigint }, latest: bigint) {
    const logs = await readTransferLogs(client, { account: address, range })
    const blockNumbers = [...new Set(logs.map((log) => log.blockNumber))]
    const [blocks, receipts, metadata] = await Promise.all([
      Promise.all(
        blockNumbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      ),
      receiptsOf(logs.map((log) => log.transactionHash)),
      Promise.all(logs.map((log) => tokenMetadata(log.token))),
    ])
    const blocksByNumber = new Map<bigint, MinedBlock>(blocks.map((block) => [block.number, block]))
    return logs.flatMap((log, index) => {
      const mined = minedTransactionOf(log, blocksByNumber)
      const receipt = receipts.get(log.transactionHash)
      const token = metadata[index]
      return mined && receipt && token ? [toTokentxRow(log, mined, receipt, token, latest)] : []
    })
  }

  return {
    async rows(query) {
      const latest = await client.getBlockNumber()
      const toBlock = query.endBlock === undefined || query.endBlock > latest ? latest : query.endBlock
      if (query.startBlock > toBlock) return []
      const range = { fromBlock: query.startBlock, toBlock }
      const rows: (TxlistRow | TokentxRow)[] =
        query.action === 'txlist'
          ? await txlist(query.address, range, latest)
          : await tokentx(query.address, range, latest)
      if (query.sort === 'desc') rows.reverse()
      return rows.slice((query.page - 1) * query.offset, query.page * query.offset)
    },
  }
}
