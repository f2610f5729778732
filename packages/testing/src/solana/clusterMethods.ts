import { slotsPerEpoch, solanaCoreVersion, solanaLocalGenesisHash } from './cluster.js'
import type { RpcMethods } from './jsonRpc.js'
import type { Ledger } from './ledger.js'
import { readConfig, readString, withContext } from './rpcParams.js'
import { deterministicKeypair } from './testAccounts.js'

// Feature set id reported by getVersion (a validator reports a hash of its active features).
const featureSet = 3_604_001_754
const validatorIdentity = deterministicKeypair('latchkit solana validator identity').publicKey.toBase58()

/** The cluster's identity and clock: genesis, version, health, slots, blockhashes, epochs. */
export function clusterMethods(ledger: Ledger): RpcMethods {
  const { clock } = ledger
  const slotOnly = ([config]: readonly unknown[]) => {
    readConfig(config, ledger)
    return clock.slot()
  }
  return {
    getGenesisHash: () => solanaLocalGenesisHash,
    getVersion: () => ({ 'solana-core': solanaCoreVersion, 'feature-set': featureSet }),
    getHealth: () => 'ok',
    getIdentity: () => ({ identity: validatorIdentity }),
    getSlot: slotOnly,
    getBlockHeight: slotOnly,
    getLatestBlockhash: ([config]) => {
      readConfig(config, ledger)
      return withContext(ledger, clock.latestBlockhash())
    },
    isBlockhashValid: ([blockhash, config]) => {
      readConfig(config, ledger)
      return withContext(ledger, clock.lastValidBlockHeight(readString(blockhash, 'blockhash')) !== undefined)
    },
    getEpochInfo: ([config]) => {
      readConfig(config, ledger)
      const slot = BigInt(clock.slot())
      return {
        absoluteSlot: Number(slot),
        blockHeight: Number(slot),
        epoch: Number(slot / slotsPerEpoch),
        slotIndex: Number(slot % slotsPerEpoch),
        slotsInEpoch: Number(slotsPerEpoch),
      }
    },
    getEpochSchedule: () => ({
      slotsPerEpoch: Number(slotsPerEpoch),
      leaderScheduleSlotOffset: Number(slotsPerEpoch),
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
  }
}
