import { type Address, type Block, type Hash, type PublicClient, parseAbiItem, type Transaction } from 'viem'

// What the rig's readers of account history share (the provider API stand-in's history route and
// the Etherscan-compatible explorer API): the account's transactions found by reading every block
// of a range, and the ERC-20 transfers from or to it found in the chain's logs.

/** Inclusive block numbers. */
export type BlockRange = { fromBlock: bigint; toBlock: bigint }

/** A block with its transactions. */
export type MinedBlock = Block<bigint, true, 'latest'>

/** A transaction and the block it is in. */
export type MinedTransaction = { transaction: Transaction; block: MinedBlock }

/** An ERC-20 `Transfer` log (three topics, the amount in the data). */
export type TransferLog = {
  token: Address
  from: Address
  to: Address
  value: bigint
  transactionHash: Hash
  blockNumber: bigint
  logIndex: number
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
// Blocks asked for at once: one JSON-RPC batch of the rig's clients (createChainClient).
const blocksPerBatch = 200n

/** The blocks of `range` with their transactions, in chain order. */
export async function readBlocks(client: PublicClient, range: BlockRange): Promise<MinedBlock[]> {
  const blocks: MinedBlock[] = []
  for (let start = range.fromBlock; start <= range.toBlock; start += blocksPerBatch) {
    const end = start + blocksPerBatch - 1n < range.toBlock ? start + blocksPerBatch - 1n : range.toBlock
    const numbers = Array.from({ length: Number(end - start + 1n) }, (_, offset) => start + BigInt(offset))
    blocks.push(
      ...(await Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      )),
    )
  }
  return blocks
}

/**
 * The transactions of `range` sent from or to `account`, and those whose hash is in `alsoHashes`
 * (the ones that moved its tokens), in chain order.
 */
export async function readAccountTransactions(
  client: PublicClient,
  parameters: { account: Address; range: BlockRange; alsoHashes?: ReadonlySet<string> | undefined },
): Promise<MinedTransaction[]> {
  const account = parameters.account.toLowerCase()
  const found: MinedTransaction[] = []
  for (const block of await readBlocks(client, parameters.range))
    for (const transaction of block.transactions)
      if (
        transaction.from.toLowerCase() === account ||
        transaction.to?.toLowerCase() === account ||
        parameters.alsoHashes?.has(transaction.hash)
      )
        found.push({ transaction, block })
  return found
}

/**
 * The ERC-20 transfers of `range` from or to `account`, of the `tokens` contracts or of any
 * contract, in chain order (a transfer to oneself once). ERC-721 transfers share the event's
 * name but not its shape, and are left out.
 */
export async function readTransferLogs(
  client: PublicClient,
  parameters: { account: Address; range: BlockRange; tokens?: readonly Address[] | undefined },
): Promise<TransferLog[]> {
  const { account, range, tokens } = parameters
  if (tokens?.length === 0) return []
  const address = tokens ? [...tokens] : undefined
  const [sent, received] = await Promise.all([
    client.getLogs({ address, event: transferEvent, args: { from: account }, strict: true, ...range }),
    client.getLogs({ address, event: transferEvent, args: { to: account }, strict: true, ...range }),
  ])
  const byPlace = new Map<string, TransferLog>()
  for (const log of [...sent, ...received]) {
    if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue
    byPlace.set(`${log.transactionHash}:${log.logIndex}`, {
      token: log.address,
      from: log.args.from,
      to: log.args.to,
      value: log.args.value,
      transactionHash: log.transactionHash,
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
    })
  }
  return [...byPlace.values()].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  )
}
