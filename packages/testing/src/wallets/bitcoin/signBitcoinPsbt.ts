import { Psbt, Transaction } from 'bitcoinjs-lib'
import { invalidParams } from '../providerRpcError.js'
import { prepareBitcoinjs } from './bitcoinEcc.js'
import type { BitcoinWalletAccount } from './bitcoinWalletAccounts.js'
import { type BitcoinWalletNetworkParameters, toBitcoinjsNetwork } from './bitcoinWalletNetwork.js'

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index])

/** A base64 PSBT read on the network. @throws {ProviderRpcError} -32602 for one it cannot read. */
export function readPsbt(base64: unknown, parameters: BitcoinWalletNetworkParameters): Psbt {
  prepareBitcoinjs()
  if (typeof base64 !== 'string') throw invalidParams('Expected psbt as base64.')
  try {
    return Psbt.fromBase64(base64, { network: toBitcoinjsNetwork(parameters) })
  } catch (error) {
    throw invalidParams(`The PSBT could not be read: ${reason(error)}`)
  }
}

/** The output script an input spends, from its witness or full previous transaction. */
function spentScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]
  if (input?.witnessUtxo) return input.witnessUtxo.script
  const outpoint = psbt.txInputs[index]
  if (!input?.nonWitnessUtxo || !outpoint) return undefined
  try {
    return Transaction.fromBuffer(input.nonWitnessUtxo).outs[outpoint.index]?.script
  } catch {
    return undefined
  }
}

/** Which of its accounts signs which inputs: those `signInputs` names, else every input it can sign. */
function inputsToSign(
  psbt: Psbt,
  accounts: readonly BitcoinWalletAccount[],
  signInputs: Readonly<Record<string, readonly number[]>> | undefined,
): { account: BitcoinWalletAccount; index: number }[] {
  if (!signInputs)
    return psbt.txInputs.flatMap((_, index) => {
      const account = accounts.find((candidate) =>
        sameBytes(spentScript(psbt, index), candidate.outputScript),
      )
      return account ? [{ account, index }] : []
    })
  return Object.entries(signInputs).flatMap(([address, indexes]) => {
    const account = accounts.find((candidate) => candidate.address === address)
    if (!account) throw invalidParams(`${address} is not an address of this wallet.`)
    return indexes.map((index) => {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount)
        throw invalidParams(`The PSBT has no input ${index} (it has ${psbt.inputCount}).`)
      return { account, index }
    })
  })
}

/**
 * Signs the inputs of `psbt` that `signInputs` names (address → input indexes; without it, every
 * input paying one of `accounts`), ECDSA for P2WPKH and Schnorr by key path for P2TR, and
 * finalizes them when `finalize` is set. The PSBT is changed in place and returned.
 * @throws {ProviderRpcError} -32602 for an address that is not the wallet's, an input the PSBT
 * lacks, one the key cannot sign, or no input to sign at all.
 */
export function signBitcoinPsbt(parameters: {
  psbt: Psbt
  accounts: readonly BitcoinWalletAccount[]
  signInputs?: Readonly<Record<string, readonly number[]>> | undefined
  finalize: boolean
}): Psbt {
  const { psbt } = parameters
  const targets = inputsToSign(psbt, parameters.accounts, parameters.signInputs)
  if (targets.length === 0) throw invalidParams('No input of the PSBT is for this wallet to sign.')
  for (const { account, index } of targets) {
    // Wallets add the internal key a key-path spend needs when the site's PSBT left it out.
    if (account.addressType === 'p2tr' && !psbt.data.inputs[index]?.tapInternalKey)
      psbt.updateInput(index, { tapInternalKey: account.publicKey })
    try {
      psbt.signInput(index, account.signer)
      if (parameters.finalize) psbt.finalizeInput(index)
    } catch (error) {
      throw invalidParams(`Input ${index} cannot be signed by ${account.address}: ${reason(error)}`)
    }
  }
  return psbt
}
