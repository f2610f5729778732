import type { ISubmittableResult } from '@polkadot/types/types'
import { PolkadotSubmitError } from '../errors/transferErrors.js'
import { describeDispatchError } from './describeDispatchError.js'
import { toTransferError } from './toTransferError.js'

/** The block a transfer is in. */
export type PolkadotTransferBlock = { blockHash: `0x${string}` }

/** A submitted transfer's two milestones, as promises. */
export type TransferMilestones = {
  /** Resolves once a block holds the transfer and it succeeded; rejects with its dispatch error or a drop. */
  inBlock: Promise<PolkadotTransferBlock>
  /** Resolves once that block is finalized; rejects as `inBlock` does. */
  finalized: Promise<PolkadotTransferBlock>
}

function deferred<value>() {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  // A site may wait for one milestone only: the other's failure must not surface as unhandled.
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

/**
 * Reads a submitted extrinsic's status updates (`signAndSend`'s callback) into its two
 * milestones. In a block: `onIncluded` runs once (the fee is paid whether or not the transfer
 * succeeded), then `inBlock` resolves or rejects with the typed dispatch error. Finalized:
 * `finalized` settles the same way and `onDone` runs. Dropped, invalid, usurped or timed out
 * before that: both reject with {@link PolkadotSubmitError}. A retracted block changes nothing:
 * the transaction is included again, and finality is still awaited.
 */
export function followTransfer(parameters: {
  onIncluded: () => void
  onDone: () => void
}): TransferMilestones & {
  onStatus: (result: ISubmittableResult) => void
} {
  const inBlock = deferred<PolkadotTransferBlock>()
  const finalized = deferred<PolkadotTransferBlock>()
  let failure: Error | undefined
  let included = false
  let done = false

  const onStatus = (result: ISubmittableResult) => {
    if (done) return
    const { status, dispatchError } = result
    if (status.isInBlock || status.isFinalized) {
      const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex()
      if (!included) {
        included = true
        failure = dispatchError ? toTransferError(describeDispatchError(dispatchError), blockHash) : undefined
        parameters.onIncluded()
        if (failure) inBlock.reject(failure)
        else inBlock.resolve({ blockHash })
      }
      if (!status.isFinalized) return
      done = true
      if (failure) finalized.reject(failure)
      else finalized.resolve({ blockHash })
      parameters.onDone()
    } else if (status.isDropped || status.isInvalid || status.isUsurped || status.isFinalityTimeout) {
      done = true
      const error = new PolkadotSubmitError({ reason: `The transaction was ${status.type.toLowerCase()}.` })
      if (!included) inBlock.reject(error)
      finalized.reject(error)
      parameters.onDone()
    }
  }
  return { inBlock: inBlock.promise, finalized: finalized.promise, onStatus }
}
