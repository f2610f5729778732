import { BitcoinWalletResponseError } from '../errors/walletErrors.js'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '../utils/encoding.js'
import type { BitcoinAccount } from '../wallets/bitcoinWallet.js'

// What a wallet answers over WalletConnect is relayed JSON from another device: each reader takes
// `unknown`, keeps what it can use and says what it could not read as BitcoinWalletResponseError.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Text that may be a Bitcoin-family address: base58 or bech32 characters, of a plausible length. */
export const isAddressText = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-zA-Z0-9]{14,100}$/.test(value)

/** A PSBT's first five bytes: "psbt" and 0xff. */
const psbtMagic = [0x70, 0x73, 0x62, 0x74, 0xff]

/** Bytes a wallet wrote as hex (with or without `0x`) or as base64; `undefined` for anything else. */
export function readHexOrBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  const hex = hexToBytes(text.startsWith('0x') ? text.slice(2) : text)
  if (hex && hex.length > 0) return hex
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined
  const bytes = base64ToBytes(text)
  return bytes && bytes.length > 0 ? bytes : undefined
}

/** A public key as hex (33 bytes compressed or 32 x-only), from hex or a list of byte values; else ''. */
function readPublicKey(value: unknown): string {
  if (typeof value === 'string')
    return /^([0-9a-fA-F]{64}|0[23][0-9a-fA-F]{64})$/.test(value) ? value.toLowerCase() : ''
  // A Uint8Array through JSON: an array of numbers, or an object keyed "0", "1"...
  const values = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []
  const isKey =
    (values.length === 32 || values.length === 33) &&
    values.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)
  return isKey ? bytesToHex(Uint8Array.from(values as number[])) : ''
}

/**
 * The accounts in a `getAccountAddresses` answer (or a `bip122_addressesChanged` event): a list
 * of `{ address, publicKey?, intention? }` or of plain address strings. Intention `ordinal` makes
 * an ordinal account, anything else a payment one; an unreadable public key is left empty, an
 * entry without a readable address left out. Payment accounts first (the kit's active account).
 *
 * @throws {BitcoinWalletResponseError} when the answer is not a list or holds no readable address.
 */
export function readAccountAddresses(wallet: string, answer: unknown): BitcoinAccount[] {
  if (!Array.isArray(answer))
    throw new BitcoinWalletResponseError({ wallet, details: 'getAccountAddresses answered no list.' })
  const accounts = new Map<string, BitcoinAccount>()
  for (const entry of answer) {
    const fields: Record<string, unknown> = isRecord(entry) ? entry : { address: entry }
    if (!isAddressText(fields.address) || accounts.has(fields.address)) continue
    accounts.set(fields.address, {
      address: fields.address,
      purpose: fields.intention === 'ordinal' ? 'ordinal' : 'payment',
      publicKey: readPublicKey(fields.publicKey),
    })
  }
  if (accounts.size === 0)
    throw new BitcoinWalletResponseError({ wallet, details: 'getAccountAddresses answered no address.' })
  return [...accounts.values()].sort((a, b) =>
    a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1,
  )
}

/**
 * The signature of a `signMessage` answer (`{ signature }`, hex or base64), in base64 as the
 * adapter resolves every wallet's. @throws {BitcoinWalletResponseError}
 */
export function readMessageSignature(wallet: string, answer: unknown): string {
  const bytes = readHexOrBase64(isRecord(answer) ? answer.signature : undefined)
  if (!bytes)
    throw new BitcoinWalletResponseError({
      wallet,
      details: 'signMessage answered no signature in hex or base64.',
    })
  return bytesToBase64(bytes)
}

/**
 * The signed PSBT (base64; a wallet's hex is read too) and txid of a `signPsbt` answer. A txid is
 * required when the wallet was asked to broadcast. @throws {BitcoinWalletResponseError}
 */
export function readSignedPsbt(
  wallet: string,
  answer: unknown,
  broadcast: boolean,
): { psbt: string; txid?: string } {
  const fields = isRecord(answer) ? answer : {}
  const bytes = readHexOrBase64(fields.psbt)
  if (!bytes || !psbtMagic.every((byte, index) => bytes[index] === byte))
    throw new BitcoinWalletResponseError({ wallet, details: 'signPsbt answered no PSBT.' })
  const psbt = bytesToBase64(bytes)
  const { txid } = fields
  if (txid === undefined || txid === null) {
    if (broadcast)
      throw new BitcoinWalletResponseError({ wallet, details: 'signPsbt broadcast but answered no txid.' })
    return { psbt }
  }
  if (typeof txid !== 'string' || !/^[0-9a-fA-F]{64}$/.test(txid))
    throw new BitcoinWalletResponseError({
      wallet,
      details: 'signPsbt answered a txid that is not 32 bytes of hex.',
    })
  return { psbt, txid: txid.toLowerCase() }
}
