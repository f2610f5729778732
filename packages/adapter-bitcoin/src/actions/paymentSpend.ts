import { address, type Network, type Payment, payments, toXOnly } from 'bitcoinjs-lib'
import { UnsupportedBitcoinPaymentAddressError } from '../errors/sendErrors.js'
import { hexToBytes } from '../utils/encoding.js'
import type { BitcoinAccount } from '../wallets/bitcoinWallet.js'
import { outputKindOf } from './outputScripts.js'
import type { BitcoinInputType } from './transactionSize.js'

/** How the payment account's coins are spent: what each of their PSBT inputs carries. */
export type PaymentSpend = {
  address: string
  /** The address's output script: its coins' and the change's. */
  script: Uint8Array
  inputType: BitcoinInputType
  /** P2SH-P2WPKH: the redeem script (`OP_0 <key hash>`), built from the public key. */
  redeemScript?: Uint8Array | undefined
  /** P2TR: the x-only internal key, when the account's public key is the one the address commits to. */
  tapInternalKey?: Uint8Array | undefined
}

const equalBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * How to spend from `account` (the connection's payment account) on `network`: by its address's
 * kind (P2WPKH, P2TR key path, P2SH-P2WPKH, P2PKH) and its public key.
 *
 * @example
 * const spend = paymentSpendOf({ address: 'rltc1p...', purpose: 'payment', publicKey }, bitcoinjsNetwork)
 * spend.inputType // 'p2tr'
 * @throws {UnsupportedBitcoinPaymentAddressError} for another kind of address (P2WSH, a P2SH that
 * is not the account key's P2SH-P2WPKH), or one of another network.
 */
export function paymentSpendOf(account: BitcoinAccount, network: Network): PaymentSpend {
  const unsupported = (reason: string) =>
    new UnsupportedBitcoinPaymentAddressError({ address: account.address, reason })
  let script: Uint8Array
  try {
    script = address.toOutputScript(account.address, network)
  } catch (cause) {
    throw unsupported(
      `It is not an address of this network (${cause instanceof Error ? cause.message : ''}).`,
    )
  }
  const publicKey = hexToBytes(account.publicKey)
  const kind = outputKindOf(script)
  const base = { address: account.address, script }
  if (kind === 'p2wpkh') return { ...base, inputType: 'p2wpkh' }
  if (kind === 'p2pkh') return { ...base, inputType: 'p2pkh' }
  if (kind === 'p2tr') {
    const internal = publicKey?.length === 32 || publicKey?.length === 33 ? toXOnly(publicKey) : undefined
    const commits =
      internal &&
      equalBytes(
        tryOutput(() => payments.p2tr({ internalPubkey: internal })),
        script,
      )
    return { ...base, inputType: 'p2tr', ...(commits ? { tapInternalKey: internal } : {}) }
  }
  if (kind === 'p2sh') {
    if (publicKey?.length !== 33)
      throw unsupported('The wallet shared no public key to build its redeem script.')
    const redeem = payments.p2wpkh({ pubkey: publicKey, network })
    if (
      !redeem.output ||
      !equalBytes(
        tryOutput(() => payments.p2sh({ redeem, network })),
        script,
      )
    )
      throw unsupported('Only P2SH-P2WPKH of the account key is spent from P2SH.')
    return { ...base, inputType: 'p2sh-p2wpkh', redeemScript: redeem.output }
  }
  throw unsupported(`It is a ${kind} output.`)
}

/** The output script of a payment, or undefined when bitcoinjs-lib refuses the key. */
function tryOutput(pay: () => Payment): Uint8Array | undefined {
  try {
    return pay().output
  } catch {
    return undefined
  }
}
