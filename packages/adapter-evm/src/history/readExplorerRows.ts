import { isAddress } from 'viem'

// The explorer API's rows are untrusted: each field the adapter uses is checked, and a row that
// does not fit is left out rather than shown wrong.

/** What both lists say of a row: its transaction's place and time, and what moved from whom. */
export type ExplorerRow = {
  hash: string
  blockNumber: bigint
  transactionIndex: number
  timeStamp: number
  from: string
  to: string
  value: bigint
}

/** A `txlist` row: a transaction sent from or to the account (`to` empty for a contract creation). */
export type ExplorerTransactionRow = ExplorerRow & { failed: boolean }

/** A `tokentx` row: one ERC-20 transfer from or to the account. */
export type ExplorerTokenTransferRow = ExplorerRow & {
  tokenName: unknown
  tokenSymbol: unknown
  tokenDecimal: number
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/
// A uint256 has at most 78 digits.
const uintPattern = /^\d{1,78}$/
// Seconds from 1970 that a JavaScript date can hold.
const maxTimestamp = 8_640_000_000_000

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const readUint = (value: unknown): bigint | undefined =>
  typeof value === 'string' && uintPattern.test(value) ? BigInt(value) : undefined
const readSmall = (value: unknown, max: number): number | undefined => {
  const number = readUint(value)
  return number !== undefined && number <= BigInt(max) ? Number(number) : undefined
}
const readAddress = (value: unknown): string | undefined =>
  typeof value === 'string' && isAddress(value, { strict: false }) ? value.toLowerCase() : undefined

/** The fields both kinds of row share; `undefined` when one of them does not fit. */
function readMined(row: unknown) {
  if (!isRecord(row) || typeof row.hash !== 'string' || !hashPattern.test(row.hash)) return undefined
  const blockNumber = readUint(row.blockNumber)
  const timeStamp = readSmall(row.timeStamp, maxTimestamp)
  const transactionIndex = row.transactionIndex === undefined ? 0 : readSmall(row.transactionIndex, 2 ** 32)
  const value = readUint(row.value)
  const from = readAddress(row.from)
  if (
    blockNumber === undefined ||
    timeStamp === undefined ||
    transactionIndex === undefined ||
    value === undefined ||
    from === undefined
  )
    return undefined
  return { row, hash: row.hash.toLowerCase(), blockNumber, transactionIndex, timeStamp, value, from }
}

/** A `txlist` row, or `undefined` when it is malformed. */
export function readTransactionRow(value: unknown): ExplorerTransactionRow | undefined {
  const mined = readMined(value)
  if (!mined) return undefined
  const { row, ...fields } = mined
  const to = row.to === '' || row.to === null || row.to === undefined ? '' : readAddress(row.to)
  const { isError, txreceipt_status: receiptStatus } = row
  if (to === undefined || !['0', '1', undefined].includes(isError as string)) return undefined
  if (!['0', '1', '', undefined].includes(receiptStatus as string)) return undefined
  return { ...fields, to, failed: isError === '1' || receiptStatus === '0' }
}

/** A `tokentx` row, or `undefined` when it is malformed. */
export function readTokenTransferRow(value: unknown): ExplorerTokenTransferRow | undefined {
  const mined = readMined(value)
  if (!mined) return undefined
  const { row, ...fields } = mined
  const to = readAddress(row.to)
  const tokenDecimal = readSmall(row.tokenDecimal, 255)
  if (to === undefined || tokenDecimal === undefined) return undefined
  return { ...fields, to, tokenName: row.tokenName, tokenSymbol: row.tokenSymbol, tokenDecimal }
}
