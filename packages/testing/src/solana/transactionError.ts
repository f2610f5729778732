import type { FailedTransactionMetadata } from 'litesvm'
import { fieldlessInstructionErrors, fieldlessTransactionErrors } from './transactionErrorNames.js'

/** A transaction error as the JSON-RPC API shows it (`"AccountNotFound"`, `{ InstructionError: ... }`). */
export type TransactionErrorJson = string | Record<string, unknown>

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>
type LiteSvmInstructionError = ReturnType<Extract<LiteSvmTransactionError, { err(): unknown }>['err']>

// What a validator prints for the errors a site or a wallet meets in practice (the `Display` text
// of Solana's error enums); any other error reads as its variant name.
const transactionErrorTexts: Partial<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnbalancedTransaction: 'Sum of account balances before and after transaction do not match',
}

const instructionErrorTexts: Partial<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  ProgramFailedToComplete: 'Program failed to complete',
}

/** A failed transaction's error: its JSON form and the text a validator would print. */
export type DescribedTransactionError = { json: TransactionErrorJson; text: string }

function describeInstructionError(error: LiteSvmInstructionError): DescribedTransactionError {
  if (typeof error === 'number') {
    const name = fieldlessInstructionErrors[error] ?? `InstructionError${error}`
    return { json: name, text: instructionErrorTexts[name] ?? name }
  }
  if ('code' in error) {
    return { json: { Custom: error.code }, text: `custom program error: 0x${error.code.toString(16)}` }
  }
  return {
    json: { BorshIoError: error.msg },
    text: `Failed to serialize or deserialize account data: ${error.msg}`,
  }
}

/** Translates LiteSVM's error objects into the validator's JSON and message text. */
export function describeTransactionError(error: LiteSvmTransactionError): DescribedTransactionError {
  if (typeof error === 'number') {
    const name = fieldlessTransactionErrors[error] ?? `TransactionError${error}`
    return { json: name, text: transactionErrorTexts[name] ?? name }
  }
  if ('err' in error) {
    const inner = describeInstructionError(error.err())
    return {
      json: { InstructionError: [error.index, inner.json] },
      text: `Error processing Instruction ${error.index}: ${inner.text}`,
    }
  }
  if ('index' in error) {
    return {
      json: { DuplicateInstruction: error.index },
      text: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  }
  // The two remaining variants carry the same field; only the class tells them apart.
  if (error.constructor.name.endsWith('InsufficientFundsForRent')) {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      text: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  }
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
    text: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
  }
}
