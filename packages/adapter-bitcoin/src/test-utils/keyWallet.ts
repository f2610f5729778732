import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { crypto, type Payment, Psbt, payments, type Signer } from 'bitcoinjs-lib'
import { prepareBitcoinjs, toBitcoinjsNetwork } from '../actions/bitcoinjs.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '../utils/encoding.js'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoinWallet.js'
import type { UnisatProvider } from '../wallets/unisat/unisatProvider.js'

// A wallet for the tests that holds a real secp256k1 key and signs PSBTs itself with bitcoinjs-lib:
// ECDSA for P2WPKH, P2SH-P2WPKH and P2PKH inputs, Schnorr with the BIP341-tweaked key for P2TR
// (key path). It is a BitcoinWallet; `installAsUnisat` puts it on the page as `window.unisat`, so
// the adapter finds it and drives it through its Unisat module, as it would a real wallet.

/** The address kinds the wallet can hold. */
export type KeyWalletType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh'

/** How the wallet answers its next PSBT requests (changeable between calls). */
export type KeyWalletBehaviour = {
  /** Refuses the request as a visitor declining would (`code: 4001`). */
  decline: boolean
  /** Finalizes the inputs it signed (a wallet may leave that to the site). */
  finalize: boolean
  /** Signs with another key than the address's (the network refuses the transaction). */
  wrongKey: boolean
}

/** A PSBT request as the wallet received it. */
export type KeyWalletRequest = { psbt: string; signInputs: Readonly<Record<string, readonly number[]>> }

const { Point } = secp256k1
const order = Point.Fn.ORDER
const { bytesToNumberBE, numberToBytesBE } = schnorr.utils

function secretKeyOf(seed: string): Uint8Array {
  return crypto.sha256(new TextEncoder().encode(seed))
}

function ecdsaSigner(publicKey: Uint8Array, secretKey: Uint8Array): Signer {
  return {
    publicKey,
    sign: (hash) => secp256k1.sign(hash, secretKey, { lowS: true }).toBytes('compact'),
  }
}

/** BIP341 key-path signer: the output key Q = P + H_TapTweak(x(P))·G and the secret that signs for it. */
function taprootSigner(secretKey: Uint8Array, signingSecret: Uint8Array): Signer {
  const internal = secp256k1.getPublicKey(secretKey, true)
  const tweak = bytesToNumberBE(crypto.taggedHash('TapTweak', internal.subarray(1)))
  const secret = bytesToNumberBE(secretKey)
  const evenSecret = internal[0] === 0x02 ? secret : order - secret
  const tweakedSecret = numberToBytesBE((evenSecret + tweak) % order, 32)
  const outputKey = schnorr.getPublicKey(tweakedSecret)
  const signWith = signingSecret === secretKey ? tweakedSecret : signingSecret
  return {
    publicKey: Uint8Array.of(0x02, ...outputKey),
    sign: () => {
      throw new Error('A taproot key-path input is signed with Schnorr.')
    },
    signSchnorr: (hash) => schnorr.sign(hash, signWith),
  }
}

function paymentOf(type: KeyWalletType, publicKey: Uint8Array, network: BitcoinNetwork): Payment {
  const bitcoinjsNetwork = toBitcoinjsNetwork(network.bitcoin)
  if (type === 'p2tr')
    return payments.p2tr({ internalPubkey: publicKey.subarray(1), network: bitcoinjsNetwork })
  if (type === 'p2pkh') return payments.p2pkh({ pubkey: publicKey, network: bitcoinjsNetwork })
  const p2wpkh = payments.p2wpkh({ pubkey: publicKey, network: bitcoinjsNetwork })
  return type === 'p2wpkh' ? p2wpkh : payments.p2sh({ redeem: p2wpkh, network: bitcoinjsNetwork })
}

/**
 * A wallet of one key (its secret the SHA-256 of `seed`) whose one account is the `type` address
 * of that key on `network`.
 */
export function createKeyWallet(parameters: { network: BitcoinNetwork; type: KeyWalletType; seed: string }) {
  prepareBitcoinjs()
  const { network, type } = parameters
  const secretKey = secretKeyOf(parameters.seed)
  const otherSecretKey = secretKeyOf(`${parameters.seed} (not this one)`)
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const address = paymentOf(type, publicKey, network).address ?? ''
  const account: BitcoinAccount = { address, purpose: 'payment', publicKey: bytesToHex(publicKey) }
  const behaviour: KeyWalletBehaviour = { decline: false, finalize: true, wrongKey: false }
  const requests: KeyWalletRequest[] = []

  const signerFor = () => {
    if (type === 'p2tr') return taprootSigner(secretKey, behaviour.wrongKey ? otherSecretKey : secretKey)
    return ecdsaSigner(publicKey, behaviour.wrongKey ? otherSecretKey : secretKey)
  }

  const wallet: BitcoinWallet = {
    id: 'test.key-wallet',
    name: 'Key Wallet',
    icon: undefined,
    api: 'unisat',
    provider: undefined,
    connect: async () => [account],
    getAccounts: async () => [account],
    signMessage: async () => {
      throw new Error('This test wallet signs PSBTs only.')
    },
    async signPsbt({ psbt: base64, signInputs }) {
      requests.push({ psbt: base64, signInputs })
      if (behaviour.decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const psbt = Psbt.fromBase64(base64, { network: toBitcoinjsNetwork(network.bitcoin) })
      const signer = signerFor()
      for (const index of signInputs[address] ?? []) {
        psbt.signInput(index, signer)
        if (behaviour.finalize) psbt.finalizeInput(index)
      }
      return { psbt: psbt.toBase64() }
    },
    switchNetwork: async () => {},
    subscribe: () => () => {},
    disconnect: async () => {},
  }
  return { address, publicKey: bytesToHex(publicKey), network, wallet, behaviour, requests }
}

export type KeyWallet = ReturnType<typeof createKeyWallet>

/**
 * Puts `keyWallet` on the page as a Unisat-family provider (`window.unisat`), PSBTs in hex as that
 * API has them; returns a function that takes it away.
 */
export function installAsUnisat(keyWallet: KeyWallet): () => void {
  const { wallet, address, publicKey, network } = keyWallet
  const provider: UnisatProvider = {
    requestAccounts: async () => [address],
    getAccounts: async () => [address],
    getPublicKey: async () => publicKey,
    async signPsbt(psbtHex, options = {}) {
      const signInputs: Record<string, number[]> = {}
      for (const { index, address: signer = address } of options.toSignInputs ?? [])
        signInputs[signer] = [...(signInputs[signer] ?? []), index]
      const { psbt } = await wallet.signPsbt({
        psbt: bytesToBase64(hexToBytes(psbtHex) ?? Uint8Array.of()),
        signInputs,
        broadcast: false,
        network,
      })
      return bytesToHex(base64ToBytes(psbt) ?? Uint8Array.of())
    },
  }
  const page = globalThis as { unisat?: unknown }
  page.unisat = provider
  return () => {
    delete page.unisat
  }
}
