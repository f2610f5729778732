import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { resolveAccountKeys } from './accountKeys.js'
import { snapshotBalances } from './balanceSnapshot.js'
import { feeForMessage } from './messageFee.js'
import { createSlotClock, type SlotClock } from './slotClock.js'
import { toSvmAddress, toSvmLamports, toSvmSignature } from './svmTypes.js'
import { deterministicKeypair } from './testAccounts.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  type TransactionErrorJson,
} from './transactionError.js'
import {
  createTransactionHistory,
  type InnerInstructionRecord,
  type TransactionHistory,
} from './transactionHistory.js'
import { decodeWireTransaction, type WireTransaction } from './wireTransaction.js'

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
  /** Per top-level instruction that invoked others: its index and what it invoked. */
  innerInstructions: { index: number; instructions: InnerInstructionRecord[] }[]
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

/** LiteSVM lists the instructions each top-level instruction invoked, an empty list for none. */
function innerInstructionsOf(meta: TransactionMetadata): ExecutionOutcome['innerInstructions'] {
  return meta.innerInstructions().flatMap((invoked, index) =>
    invoked.length === 0
      ? []
      : [
          {
            index,
            instructions: invoked.map((inner) => {
              const instruction = inner.instruction()
              return {
                programIdIndex: instruction.programIdIndex(),
                accounts: [...instruction.accounts()],
                data: instruction.data(),
                stackHeight: inner.stackHeight(),
              }
            }),
          },
        ],
  )
}

function outcomeOf(result: TransactionMetadata | FailedTransactionMetadata): ExecutionOutcome {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  const returnData = meta.returnData()
  const returnBytes = returnData.data()
  return {
    innerInstructions: innerInstructionsOf(meta),
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
  innerInstructions: [],
})

// The rig's faucet: requestAirdrop sends from it, as a validator's faucet sends from its key.
const faucet = deterministicKeypair('latchkit solana faucet')
const faucetLamports = 1n << 60n

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
 * stay valid for `blockhashLifetimeSlots` blocks, a block per landed transaction, and the history
 * of landed transactions (`getTransaction`, `getSignaturesForAddress`).
 */
export function createLedger(options: { blockhashLifetimeSlots: number }) {
  const svm = new LiteSVM().withLamports(faucetLamports * 2n)
  const clock: SlotClock = createSlotClock(svm, options.blockhashLifetimeSlots)
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(landed: LandedTransaction) => void>()
  const history: TransactionHistory = createTransactionHistory()
  // Genesis funds the faucet: not a transaction of the cluster's history.
  const funding = svm.airdrop(toSvmAddress(faucet.publicKey), toSvmLamports(faucetLamports))
  if (funding === null || funding instanceof FailedTransactionMetadata) {
    throw new Error('LiteSVM could not fund the faucet')
  }

  function land(signature: string, err: TransactionErrorJson | null, accountKeys: readonly string[]) {
    const landed = { signature, slot: clock.slot(), err, accountKeys }
    statuses.set(signature, { slot: landed.slot, err })
    clock.advance()
    for (const listener of listeners) listener(landed)
  }

  const isKnown = (signature: string) => svm.getTransaction(toSvmSignature(signature)) !== null

  function account(address: string): LedgerAccount | undefined {
    const found = svm.getAccount(toSvmAddress(address))
    // An account drained to 0 lamports is gone, as on a validator.
    return found.exists && found.lamports > 0n ? fromEncoded(found) : undefined
  }

  /** Runs a transaction for real. It lands (in a new block) unless it could not pay its fee. */
  function submit(wire: WireTransaction): ExecutionOutcome & { landed: boolean } {
    const problem = precheck(wire, clock, { signatures: true, blockhash: true })
    if (problem !== undefined) return { ...rejected(problem), landed: false }
    const wasKnown = isKnown(wire.signature)
    const accountKeys = resolveAccountKeys(wire.message, account)
    const before = snapshotBalances(account, accountKeys.all)
    const outcome = outcomeOf(svm.sendTransaction(wire.transaction))
    const landed = !wasKnown && isKnown(wire.signature)
    if (landed) {
      const after = snapshotBalances(account, accountKeys.all)
      const err = outcome.error?.json ?? null
      history.add({
        signature: wire.signature,
        signatures: wire.signatures,
        slot: clock.slot(),
        blockTime: Math.floor(Date.now() / 1000),
        err,
        bytes: wire.bytes,
        message: wire.message,
        accountKeys: accountKeys.all,
        loadedAddresses: accountKeys.loaded,
        fee: feeForMessage(wire.message),
        preBalances: before.lamports,
        postBalances: after.lamports,
        preTokenBalances: before.tokens,
        postTokenBalances: after.tokens,
        logs: outcome.logs,
        innerInstructions: outcome.innerInstructions,
        unitsConsumed: outcome.unitsConsumed,
        returnData: outcome.returnData,
      })
      land(wire.signature, err, accountKeys.all)
    }
    return { ...outcome, landed }
  }

  return {
    clock,
    history,
    account,
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
    submit,
    /**
     * Sends lamports from the rig's faucet (a System Program transfer that lands like any other);
     * returns the airdrop transaction's signature.
     */
    airdrop(address: string, lamports: bigint): string {
      const transaction = new Transaction({ feePayer: faucet.publicKey, ...clock.latestBlockhash() }).add(
        SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(address), lamports }),
      )
      transaction.sign(faucet)
      const wire = decodeWireTransaction(transaction.serialize())
      const outcome = submit(wire)
      if (outcome.error) throw new Error(`airdrop failed: ${outcome.error.text}`)
      return wire.signature
    },
    status: (signature: string) => statuses.get(signature),
    /** Calls `listener` for every transaction that lands; returns the unsubscribe function. */
    onLanded(listener: (landed: LandedTransaction) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
