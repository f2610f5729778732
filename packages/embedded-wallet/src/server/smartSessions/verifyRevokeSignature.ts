import { type Address, type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { revokeSessionMessage } from '../api.js'

/**
 * Whether `signature` is the owner's `personal_sign` (EIP-191) of `revokeSessionMessage(pci)`.
 * The owner is the user's embedded EOA, so recovering the signer is the whole check (no ERC-1271).
 * A signature that recovers no address is simply not the owner's.
 */
export async function verifyRevokeSignature(parameters: {
  pci: string
  signature: Hex
  owner: Address
}): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({
      message: revokeSessionMessage(parameters.pci),
      signature: parameters.signature,
    })
    return isAddressEqual(signer, parameters.owner)
  } catch {
    return false
  }
}
