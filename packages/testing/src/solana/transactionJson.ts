import bs58 from 'bs58'
import { builtinPrograms } from './messageFee.js'
import { toUiParsedInstruction } from './parsedInstruction.js'
import { tokenAmount } from './tokenState.js'
import type { InnerInstructionRecord, TokenBalanceRecord, TransactionRecord } from './transactionHistory.js'

/** The encodings `getTransaction` answers in. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

const uiTokenBalance = ({ accountIndex, mint, owner, programId, amount, decimals }: TokenBalanceRecord) => ({
  accountIndex,
  mint,
  uiTokenAmount: tokenAmount(amount, decimals),
  owner,
  programId,
})

const compiledInstruction = (instruction: {
  programIdIndex: number
  accounts: readonly number[]
  data: Uint8Array
  stackHeight: number | null
}) => ({
  programIdIndex: instruction.programIdIndex,
  accounts: [...instruction.accounts],
  data: bs58.encode(instruction.data),
  stackHeight: instruction.stackHeight,
})

/** Resolves an instruction's indexes to the record's account keys, for the parsers. */
function resolved(
  record: TransactionRecord,
  instruction: { programIdIndex: number; accounts: readonly number[]; data: Uint8Array },
  stackHeight: number | null,
) {
  return toUiParsedInstruction({
    programId: record.accountKeys[instruction.programIdIndex] ?? '',
    accounts: instruction.accounts.map((index) => record.accountKeys[index] ?? ''),
    data: instruction.data,
    stackHeight,
  })
}

const topLevelInstructions = (record: TransactionRecord) =>
  record.message.compiledInstructions.map(({ programIdIndex, accountKeyIndexes, data }) => ({
    programIdIndex,
    accounts: accountKeyIndexes,
    data,
  }))

/**
 * An account's writability as `jsonParsed` reports it: writable in the message header, unless the
 * transaction calls it as a program or it is a builtin program (the runtime demotes those).
 */
function isWritable(record: TransactionRecord, index: number): boolean {
  const { message } = record
  if (!message.isAccountWritable(index)) return false
  const key = record.accountKeys[index] ?? ''
  const isCalled = message.compiledInstructions.some(({ programIdIndex }) => programIdIndex === index)
  return !isCalled && !builtinPrograms.has(key)
}

function meta(record: TransactionRecord, encoding: TransactionEncoding) {
  const isParsed = encoding === 'jsonParsed'
  const innerInstructions = record.innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction: InnerInstructionRecord) =>
      isParsed ? resolved(record, instruction, instruction.stackHeight) : compiledInstruction(instruction),
    ),
  }))
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: Number(record.fee),
    preBalances: record.preBalances.map(Number),
    postBalances: record.postBalances.map(Number),
    innerInstructions,
    logMessages: [...record.logs],
    preTokenBalances: record.preTokenBalances.map(uiTokenBalance),
    postTokenBalances: record.postTokenBalances.map(uiTokenBalance),
    rewards: [],
    // A validator lists the loaded addresses except in parsed answers, whose account keys hold them.
    ...(isParsed
      ? {}
      : {
          loadedAddresses: {
            writable: [...record.loadedAddresses.writable],
            readonly: [...record.loadedAddresses.readonly],
          },
        }),
    ...(record.returnData
      ? {
          returnData: {
            programId: record.returnData.programId,
            data: [Buffer.from(record.returnData.data).toString('base64'), 'base64'],
          },
        }
      : {}),
    computeUnitsConsumed: record.unitsConsumed,
  }
}

function addressTableLookups(record: TransactionRecord) {
  if (record.message.version === 'legacy') return {}
  return {
    addressTableLookups: record.message.addressTableLookups.map((lookup) => ({
      accountKey: lookup.accountKey.toBase58(),
      writableIndexes: [...lookup.writableIndexes],
      readonlyIndexes: [...lookup.readonlyIndexes],
    })),
  }
}

function transaction(record: TransactionRecord, encoding: TransactionEncoding) {
  if (encoding === 'base64') return [Buffer.from(record.bytes).toString('base64'), 'base64']
  if (encoding === 'base58') return [bs58.encode(record.bytes), 'base58']
  const { message } = record
  const signatures = [...record.signatures]
  if (encoding === 'jsonParsed') {
    const staticCount = message.staticAccountKeys.length
    return {
      signatures,
      message: {
        accountKeys: record.accountKeys.map((pubkey, index) => ({
          pubkey,
          writable: isWritable(record, index),
          signer: message.isAccountSigner(index),
          source: index < staticCount ? 'transaction' : 'lookupTable',
        })),
        recentBlockhash: message.recentBlockhash,
        instructions: topLevelInstructions(record).map((instruction) => resolved(record, instruction, null)),
        ...addressTableLookups(record),
      },
    }
  }
  return {
    signatures,
    message: {
      header: { ...message.header },
      accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      recentBlockhash: message.recentBlockhash,
      instructions: topLevelInstructions(record).map((instruction) =>
        compiledInstruction({ ...instruction, stackHeight: null }),
      ),
      ...addressTableLookups(record),
    },
  }
}

/**
 * A landed transaction as `getTransaction` answers it in `encoding`; `version` only when the
 * request named a `maxSupportedTransactionVersion`, as a validator does.
 */
export function encodeTransactionRecord(
  record: TransactionRecord,
  options: { encoding: TransactionEncoding; includeVersion: boolean },
) {
  const version = record.message.version
  return {
    slot: record.slot,
    transaction: transaction(record, options.encoding),
    meta: meta(record, options.encoding),
    ...(options.includeVersion ? { version } : {}),
    blockTime: record.blockTime,
  }
}
