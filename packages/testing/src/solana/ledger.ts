import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { createSlotClock, type SlotClock } from './slotClock.js'
import { toSvmAddress, toSvmLamports, toSvmSignature } from './svmTypes.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  type TransactionErrorJson,
} from './transactionError.js'
import type { WireTransaction } from './wireTransaction.js'

/** An account's state as the RPC reports it. */
export type LedgerAccount = {
  lamports: bigint
  data: Uint8Array
  /** Base58 address of the owner program. */
  owner: string
  executable: boolean
}

/** Where and how a transaction landed. */
export type SignatureStatus = { slot: number; err: TransactionErrorJson | null }

/** A transaction that landed in a block, whether it succeeded or failed. */
export type LandedTransaction = SignatureStatus & { signature: string; accountKeys: readonly string[] }

/** The result of running (or simulating) a transaction. */
export type ExecutionOutcome = {
  error: DescribedTransactionError | undefined
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: Uint8Array } | undefined
}

/** LiteSVM with a slot clock, a record of signature statuses and a feed of landed transactions. */
export type Ledger = ReturnType<typeof createLedger>

type EncodedAccountFields = {
  lamports: bigint
  data: ArrayLike<number>
  programAddress: string
  executable: boolean
}

// LiteSVM types account data as kit's read-only byte array; at run time it is a Uint8Array.
const fromEncoded = ({
  lamports,
  data,
  programAddress,
  executable,
}: EncodedAccountFields): LedgerAccount => ({
  lamports,
  data: data as Uint8Array,
  owner: programAddress,
  executable,
})

function outcomeOf(result: TransactionMetadata | FailedTransactionMetadata): ExecutionOutcome {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  const returnData = meta.returnData()
  const returnBytes = returnData.data()
  return {
    error: failed ? describeTransactionError(result.err()) : undefined,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData:
      returnBytes.length > 0
        ? { programId: bs58.encode(returnData.programId()), data: returnBytes }
        : undefined,
  }
}

// LiteSVM's numbers for the two checks made before a transaction runs.
const signatureFailure = 11
const blockhashNotFound = 7

/** A transaction rejected before it ran: no logs, no compute units. */
const rejected = (error: number): ExecutionOutcome => ({
  error: describeTransactionError(error),
  logs: [],
  unitsConsumed: 0,
  returnData: undefined,
})

/** Why a transaction cannot run at all, before LiteSVM sees it. */
function precheck(
  wire: WireTransaction,
  clock: SlotClock,
  checks: { signatures: boolean; blockhash: boolean },
) {
  // LiteSVM's wrapper throws on a missing signature; a validator answers SignatureFailure.
  if (checks.signatures && Object.values(wire.transaction.signatures).includes(null)) return signatureFailure
  if (checks.blockhash && clock.lastValidBlockHeight(wire.message.recentBlockhash) === undefined) {
    return blockhashNotFound
  }
  return undefined
}

/**
 * Creates the local cluster's state: LiteSVM with the SPL programs, a slot clock whose blockhashes
 * stay valid for `blockhashLifetimeSlots` blocks, and a block per landed transaction.
 */
export function createLedger(options: { blockhashLifetimeSlots: number }) {
  const svm = new LiteSVM()
  const clock: SlotClock = createSlotClock(svm, options.blockhashLifetimeSlots)
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(landed: LandedTransaction) => void>()

  function land(signature: string, err: TransactionErrorJson | null, accountKeys: readonly string[]) {
    const landed = { signature, slot: clock.slot(), err, accountKeys }
    statuses.set(signature, { slot: landed.slot, err })
    clock.advance()
    for (const listener of listeners) listener(landed)
  }

  const isKnown = (signature: string) => svm.getTransaction(toSvmSignature(signature)) !== null

  return {
    clock,
    account(address: string): LedgerAccount | undefined {
      const account = svm.getAccount(toSvmAddress(address))
      // An account drained to 0 lamports is gone, as on a validator.
      return account.exists && account.lamports > 0n ? fromEncoded(account) : undefined
    },
    programAccounts(programId: string): { address: string; account: LedgerAccount }[] {
      return svm
        .getProgramAccounts(toSvmAddress(programId))
        .filter((account) => account.lamports > 0n)
        .map((account) => ({ address: account.address, account: fromEncoded(account) }))
    },
    rentExemptMinimum: (dataLength: number) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    /** Runs a transaction without keeping its effects; `postAccounts` holds the accounts it wrote. */
    simulate(wire: WireTransaction, { verifySignatures = false, checkBlockhash = true } = {}) {
      const postAccounts = new Map<string, LedgerAccount>()
      const problem = precheck(wire, clock, { signatures: verifySignatures, blockhash: checkBlockhash })
      if (problem !== undefined) return { ...rejected(problem), postAccounts }
      svm.withSigverify(verifySignatures)
      try {
        const result = svm.simulateTransaction(wire.transaction)
        if (result instanceof FailedTransactionMetadata) return { ...outcomeOf(result), postAccounts }
        for (const account of result.postAccounts()) postAccounts.set(account.address, fromEncoded(account))
        return { ...outcomeOf(result.meta()), postAccounts }
      } finally {
        svm.withSigverify(true)
      }
    },
    /** Runs a transaction for real. It lands (in a new block) unless it could not pay its fee. */
    submit(wire: WireTransaction): ExecutionOutcome & { landed: boolean } {
      const problem = precheck(wire, clock, { signatures: true, blockhash: true })
      if (problem !== undefined) return { ...rejected(problem), landed: false }
      const wasKnown = isKnown(wire.signature)
      const outcome = outcomeOf(svm.sendTransaction(wire.transaction))
      const landed = !wasKnown && isKnown(wire.signature)
      if (landed) {
        const accountKeys = wire.message.staticAccountKeys.map((key) => key.toBase58())
        land(wire.signature, outcome.error?.json ?? null, accountKeys)
      }
      return { ...outcome, landed }
    },
    /** Sends lamports from LiteSVM's faucet; returns the airdrop transaction's signature. */
    airdrop(address: string, lamports: bigint): string {
      const result = svm.airdrop(toSvmAddress(address), toSvmLamports(lamports))
      if (result === null) throw new Error('the faucet could not build the airdrop transaction')
      if (result instanceof FailedTransactionMetadata) {
        throw new Error(`airdrop failed: ${describeTransactionError(result.err()).text}`)
      }
      const signature = bs58.encode(result.signature())
      land(signature, null, [address])
      return signature
    },
    status: (signature: string) => statuses.get(signature),
    /** Calls `listener` for every transaction that lands; returns the unsubscribe function. */
    onLanded(listener: (landed: LandedTransaction) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
