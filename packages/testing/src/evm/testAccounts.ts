import { pbkdf2Sync } from 'node:crypto'
import { type Address, type Hex, toHex } from 'viem'
import { HDKey, privateKeyToAddress } from 'viem/accounts'

/** anvil's (and Hardhat's) well-known development mnemonic. Never use it for real funds. */
export const anvilMnemonic = 'test test test test test test test test test test test junk'

/** A prefunded account on every rig chain. */
export type EvmTestAccount = {
  /** Index in the mnemonic's `m/44'/60'/0'/0/<index>` path. */
  index: number
  address: Address
  privateKey: Hex
}

/**
 * Derives `count` accounts of `mnemonic` (BIP-39 seed, BIP-44 Ethereum path) from `firstIndex`:
 * from 0, the same accounts anvil funds when started with that mnemonic.
 */
export function deriveTestAccounts(mnemonic: string, count: number, firstIndex = 0): EvmTestAccount[] {
  // Node's native PBKDF2 makes the seed once; viem's mnemonicToAccount redoes it per account.
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, offset) => {
    const index = firstIndex + offset
    const privateKey = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!privateKey) throw new Error(`No private key at index ${index}.`)
    const hex = toHex(privateKey)
    return { index, address: privateKeyToAddress(hex), privateKey: hex }
  })
}
