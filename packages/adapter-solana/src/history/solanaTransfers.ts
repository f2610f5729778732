import type { ParsedInstructionRead, SolanaTransactionRead } from './readParsedTransaction.js'
import { isBase58Address, isRecord } from './readParsedTransaction.js'

/** A transfer of SOL (no `mint`) or of an SPL token, as an account's history shows it. */
export type SolanaTransfer = {
  /** The owner that sent it and the one that received it, when the transaction says. */
  from: string | undefined
  to: string | undefined
  /** Relative to the account whose history it is. */
  direction: 'in' | 'out' | 'self'
  /** Base units (lamports for SOL). */
  amount: bigint
  decimals: number
  /** The token's mint; `undefined` for SOL. */
  mint: string | undefined
}

const solDecimals = 9
const systemTransferTypes = new Set(['transfer', 'transferWithSeed'])

const readUnsigned = (value: unknown): bigint | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  return undefined
}

function directionOf(from: string | undefined, to: string | undefined, address: string) {
  if (from === address) return to === address ? 'self' : 'out'
  return to === address ? 'in' : undefined
}

/** A System Program transfer (`transfer`, `transferWithSeed`) between wallets. */
function solTransfer({ info }: ParsedInstructionRead, address: string): SolanaTransfer | undefined {
  const amount = readUnsigned(info.lamports)
  const from = isBase58Address(info.source) ? info.source : undefined
  const to = isBase58Address(info.destination) ? info.destination : undefined
  const direction = directionOf(from, to, address)
  if (amount === undefined || !direction) return undefined
  return { from, to, direction, amount, decimals: solDecimals, mint: undefined }
}

/**
 * An SPL Token `transfer` or `transferChecked` between token accounts, told apart by their owners
 * (from the transaction's token balances; the signing authority stands for the sender's owner).
 */
function splTransfer(
  { type, info }: ParsedInstructionRead,
  transaction: SolanaTransactionRead,
  address: string,
): SolanaTransfer | undefined {
  const source = isBase58Address(info.source) ? transaction.tokenAccounts.get(info.source) : undefined
  const destination = isBase58Address(info.destination)
    ? transaction.tokenAccounts.get(info.destination)
    : undefined
  const tokenAmount = isRecord(info.tokenAmount) ? info.tokenAmount : undefined
  const amount = readUnsigned(type === 'transferChecked' ? tokenAmount?.amount : info.amount)
  const mint = isBase58Address(info.mint) ? info.mint : (source?.mint ?? destination?.mint)
  const decimals =
    typeof tokenAmount?.decimals === 'number' ? tokenAmount.decimals : (source ?? destination)?.decimals
  const authority = [info.authority, info.multisigAuthority].find(isBase58Address)
  const from = source?.owner ?? authority
  const to = destination?.owner
  const direction = directionOf(from, to, address)
  if (amount === undefined || !mint || decimals === undefined || !direction) return undefined
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  return { from, to, direction, amount, decimals, mint }
}

/** The SOL and SPL token transfers of `transaction` that `address` sent or received, in order. */
export function solanaTransfers(transaction: SolanaTransactionRead, address: string): SolanaTransfer[] {
  return transaction.instructions.flatMap((instruction) => {
    const { program, type } = instruction
    const transfer =
      program === 'system' && systemTransferTypes.has(type)
        ? solTransfer(instruction, address)
        : program === 'spl-token' && (type === 'transfer' || type === 'transferChecked')
          ? splTransfer(instruction, transaction, address)
          : undefined
    return transfer ? [transfer] : []
  })
}
