import { Clock, EpochSchedule, type LiteSVM } from 'litesvm'
import { slotsPerEpoch } from './cluster.js'

/** A blockhash and the last block height at which a transaction using it can land. */
type BlockhashWithExpiry = { blockhash: string; lastValidBlockHeight: number }

/** The cluster's notion of time: the current slot and the blockhashes still valid in it. */
export type SlotClock = {
  /** The current slot. Every slot holds a block, so it is also the block height. */
  slot(): number
  /** Starts the next slot with a fresh blockhash (a new block). */
  advance(): void
  latestBlockhash(): BlockhashWithExpiry
  /** The last valid block height of a recent blockhash, or undefined when it is unknown or expired. */
  lastValidBlockHeight(blockhash: string): number | undefined
}

const unixNow = () => BigInt(Math.floor(Date.now() / 1000))

/**
 * Drives LiteSVM's clock sysvar from slot 0 and keeps the window of valid blockhashes. LiteSVM
 * itself accepts only its latest blockhash, so its own check is turned off and this window
 * answers instead, as a validator's blockhash queue would (`lifetimeSlots` blocks, 150 on mainnet).
 */
export function createSlotClock(svm: LiteSVM, lifetimeSlots: number): SlotClock {
  const genesisTimestamp = unixNow()
  // Insertion order is slot order, so the oldest entries are always first.
  const validUntil = new Map<string, number>()
  let slot = 0

  svm.withBlockhashCheck(false)
  svm.setEpochSchedule(new EpochSchedule(slotsPerEpoch, slotsPerEpoch, false, 0n, 0n))

  function enterSlot(next: number) {
    slot = next
    const epoch = BigInt(next) / slotsPerEpoch
    svm.setClock(new Clock(BigInt(next), genesisTimestamp, epoch, epoch + 1n, unixNow()))
    svm.expireBlockhash()
    validUntil.set(svm.latestBlockhash(), next + lifetimeSlots)
    for (const [blockhash, lastValid] of validUntil) {
      if (lastValid >= next) break
      validUntil.delete(blockhash)
    }
  }

  enterSlot(0)
  return {
    slot: () => slot,
    advance: () => enterSlot(slot + 1),
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash()
      return { blockhash, lastValidBlockHeight: slot + lifetimeSlots }
    },
    lastValidBlockHeight: (blockhash) => validUntil.get(blockhash),
  }
}
