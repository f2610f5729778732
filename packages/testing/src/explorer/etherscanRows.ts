import type { TransactionReceipt } from 'viem'
import type { MinedBlock, MinedTransaction, TransferLog } from './accountActivity.js'

// Rows as Etherscan's account API writes them (Blockscout answers the same): every value a string,
// addresses in lower case, amounts in base units.

/** A row of `action=txlist`. */
export type TxlistRow = {
  blockNumber: string
  timeStamp: string
  hash: string
  nonce: string
  blockHash: string
  transactionIndex: string
  from: string
  /** Empty for a contract creation. */
  to: string
  value: string
  gas: string
  gasPrice: string
  /** `"1"` when the transaction reverted. */
  isError: string
  /** `"1"` success, `"0"` reverted. */
  txreceipt_status: string
  input: string
  /** The created contract, for a contract creation; else empty. */
  contractAddress: string
  cumulativeGasUsed: string
  gasUsed: string
  confirmations: string
  methodId: string
  functionName: string
}

/** A row of `action=tokentx`: one ERC-20 transfer. */
export type TokentxRow = {
  blockNumber: string
  timeStamp: string
  hash: string
  nonce: string
  blockHash: string
  from: string
  contractAddress: string
  to: string
  value: string
  tokenName: string
  tokenSymbol: string
  tokenDecimal: string
  transactionIndex: string
  gas: string
  gasPrice: string
  gasUsed: string
  cumulativeGasUsed: string
  input: string
  confirmations: string
}

/** What a token contract says of itself; empty strings where it does not answer. */
export type TokenMetadata = { name: string; symbol: string; decimals: string }

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase()

/** The common fields of a transaction and the block it is in. */
function minedFields(mined: MinedTransaction, receipt: TransactionReceipt, latest: bigint) {
  const { transaction, block } = mined
  return {
    blockNumber: String(block.number),
    timeStamp: String(block.timestamp),
    hash: transaction.hash,
    nonce: String(transaction.nonce),
    blockHash: lower(block.hash),
    transactionIndex: String(transaction.transactionIndex),
    gas: String(transaction.gas),
    gasPrice: String(receipt.effectiveGasPrice),
    gasUsed: String(receipt.gasUsed),
    cumulativeGasUsed: String(receipt.cumulativeGasUsed),
    confirmations: String(latest - block.number),
  }
}

/** A `txlist` row of a mined transaction. */
export function toTxlistRow(mined: MinedTransaction, receipt: TransactionReceipt, latest: bigint): TxlistRow {
  const { transaction } = mined
  const reverted = receipt.status === 'reverted'
  return {
    ...minedFields(mined, receipt, latest),
    from: lower(transaction.from),
    to: lower(transaction.to),
    value: String(transaction.value),
    isError: reverted ? '1' : '0',
    txreceipt_status: reverted ? '0' : '1',
    input: transaction.input,
    contractAddress: lower(receipt.contractAddress),
    methodId: transaction.input.length >= 10 ? transaction.input.slice(0, 10) : '0x',
    functionName: '',
  }
}

/** A `tokentx` row of a transfer, with the token's own words about itself. */
export function toTokentxRow(
  log: TransferLog,
  mined: MinedTransaction,
  receipt: TransactionReceipt,
  token: TokenMetadata,
  latest: bigint,
): TokentxRow {
  const fields = minedFields(mined, receipt, latest)
  return {
    blockNumber: fields.blockNumber,
    timeStamp: fields.timeStamp,
    hash: fields.hash,
    nonce: fields.nonce,
    blockHash: fields.blockHash,
    from: lower(log.from),
    contractAddress: lower(log.token),
    to: lower(log.to),
    value: String(log.value),
    tokenName: token.name,
    tokenSymbol: token.symbol,
    tokenDecimal: token.decimals,
    transactionIndex: fields.transactionIndex,
    gas: fields.gas,
    gasPrice: fields.gasPrice,
    gasUsed: fields.gasUsed,
    cumulativeGasUsed: fields.cumulativeGasUsed,
    // Etherscan has stopped filling this field of token transfers.
    input: 'deprecated',
    confirmations: fields.confirmations,
  }
}

/** The block of a log's transaction, found among `blocks`. */
export function minedTransactionOf(
  log: TransferLog,
  blocks: ReadonlyMap<bigint, MinedBlock>,
): MinedTransaction | undefined {
  const block = blocks.get(log.blockNumber)
  const transaction = block?.transactions.find((candidate) => candidate.hash === log.transactionHash)
  return block && transaction ? { transaction, block } : undefined
}
