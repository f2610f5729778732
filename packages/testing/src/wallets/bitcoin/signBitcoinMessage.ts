import { createHash } from 'node:crypto'
import { schnorr } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/curves/utils.js'
import { opcodes, payments, script, Transaction } from 'bitcoinjs-lib'
import { invalidParams } from '../providerRpcError.js'
import type { BitcoinWalletAccount } from './bitcoinWalletAccounts.js'

/** The two ways a Bitcoin wallet signs a message: legacy ("Signed Message") or BIP-322 simple. */
export type BitcoinMessageProtocol = 'ecdsa' | 'bip322'

/** A signature in base64, and the hash that was signed (hex). */
export type SignedBitcoinMessage = { signature: string; messageHash: string }

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

/** Bitcoin's CompactSize length prefix. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

const withLength = (bytes: Uint8Array) => Buffer.concat([compactSize(bytes.length), bytes])

/**
 * A legacy signature: double SHA-256 of the network's prefix and the length-prefixed message,
 * signed with recovery (65 bytes: a BIP-137 header, then r and s). The header says P2WPKH
 * (39 + recovery id), as BIP-137 writes it for a native segwit address.
 */
function signLegacy(account: BitcoinWalletAccount, message: string, messagePrefix: string) {
  if (account.addressType !== 'p2wpkh')
    throw invalidParams(
      `ECDSA message signatures are for the payment address; ${account.address} signs BIP322.`,
    )
  const digest = sha256(
    sha256(Buffer.concat([Buffer.from(messagePrefix, 'utf8'), withLength(Buffer.from(message, 'utf8'))])),
  )
  const { recovery, compact } = account.signEcdsa(digest)
  return {
    signature: Buffer.from(Uint8Array.of(39 + recovery, ...compact)).toString('base64'),
    messageHash: bytesToHex(digest),
  }
}

/**
 * A BIP-322 "simple" signature: the witness that spends the message's virtual `to_spend` output
 * in `to_sign`, serialized as a witness stack.
 */
function signBip322Simple(account: BitcoinWalletAccount, message: string) {
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', Buffer.from(message, 'utf8'))
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(account.outputScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n)

  let witness: Uint8Array[]
  if (account.addressType === 'p2wpkh') {
    const scriptCode = payments.p2pkh({ pubkey: account.publicKey }).output ?? new Uint8Array()
    const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
    const signature = script.signature.encode(account.signer.sign(digest), Transaction.SIGHASH_ALL)
    witness = [signature, account.publicKey]
  } else {
    const digest = toSign.hashForWitnessV1(0, [account.outputScript], [0n], Transaction.SIGHASH_DEFAULT)
    const signSchnorr = account.signer.signSchnorr?.bind(account.signer)
    if (!signSchnorr) throw invalidParams(`${account.address} has no Schnorr signer.`)
    witness = [signSchnorr(digest)]
  }
  const stack = Buffer.concat([compactSize(witness.length), ...witness.map(withLength)])
  return { signature: stack.toString('base64'), messageHash: bytesToHex(messageHash) }
}

/**
 * Signs `message` for `account` with `protocol`: `ecdsa` (legacy, the payment address only) or
 * `bip322` (BIP-322 simple, P2WPKH and P2TR).
 * @throws {ProviderRpcError} -32602 for an ECDSA signature asked of the taproot account.
 */
export function signBitcoinMessage(parameters: {
  account: BitcoinWalletAccount
  message: string
  protocol: BitcoinMessageProtocol
  messagePrefix: string
}): SignedBitcoinMessage {
  const { account, message } = parameters
  return parameters.protocol === 'ecdsa'
    ? signLegacy(account, message, parameters.messagePrefix)
    : signBip322Simple(account, message)
}
