import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { InvalidWireTransactionError } from './errors.js'
import { readWireTransaction, signerSlotOf, withSignature } from './wireTransaction.js'

/** The embedded wallet's key (what the frame holds) and a co-signer the site holds. */
const walletKey = ed25519.utils.randomPrivateKey()
const walletPublicKey = ed25519.getPublicKey(walletKey)
const wallet = new PublicKey(walletPublicKey)
const coSigner = Keypair.generate()
const recentBlockhash = Keypair.generate().publicKey.toBase58()

const transfer = (from: PublicKey) =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 5_000 })

/** A legacy transfer the wallet pays for, with a second transfer the co-signer must sign. */
function legacyTransaction() {
  return new Transaction({ feePayer: coSigner.publicKey, recentBlockhash }).add(
    transfer(coSigner.publicKey),
    transfer(wallet),
  )
}

/** The embedded wallet's part, as the site code does it: read, sign the message, place. */
function signAsWallet(bytes: Uint8Array): Uint8Array {
  const transaction = readWireTransaction(bytes)
  const slot = signerSlotOf(transaction, walletPublicKey)
  return withSignature(bytes, transaction, slot, ed25519.sign(transaction.message, walletKey))
}

describe('a wire transaction signed by the embedded wallet', () => {
  it('a legacy transaction verifies in web3.js with the signature in the wallet’s slot and the co-signer’s kept', () => {
    const transaction = legacyTransaction()
    transaction.partialSign(coSigner)
    const wire = transaction.serialize({ requireAllSignatures: false })
    const read = readWireTransaction(wire)
    expect(read.message).toEqual(transaction.serializeMessage())
    expect(read.signers.map((signer) => new PublicKey(signer).toBase58())).toEqual([
      coSigner.publicKey.toBase58(),
      wallet.toBase58(),
    ])
    expect(signerSlotOf(read, walletPublicKey)).toBe(1)

    const signed = Transaction.from(signAsWallet(wire))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures.map(({ publicKey }) => publicKey.toBase58())).toEqual([
      coSigner.publicKey.toBase58(),
      wallet.toBase58(),
    ])
    expect(signed.signatures[0]?.signature).toEqual(transaction.signatures[0]?.signature)
  })

  it('the co-signer may sign after the wallet: both signatures stand', () => {
    const wire = legacyTransaction().serialize({ requireAllSignatures: false })
    const signed = Transaction.from(signAsWallet(wire))
    expect(signed.verifySignatures(false)).toBe(true)
    expect(signed.verifySignatures()).toBe(false)
    signed.partialSign(coSigner)
    expect(signed.verifySignatures()).toBe(true)
  })

  it('a version-0 transaction verifies with the wallet as fee payer', () => {
    const message = new TransactionMessage({
      payerKey: wallet,
      recentBlockhash,
      instructions: [transfer(wallet)],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    const signed = VersionedTransaction.deserialize(signAsWallet(transaction.serialize()))
    expect(signed.version).toBe(0)
    expect(signed.signatures).toHaveLength(1)
    const signature = signed.signatures[0] ?? new Uint8Array()
    expect(ed25519.verify(signature, signed.message.serialize(), walletPublicKey)).toBe(true)
  })

  it('a transaction the wallet need not sign has no slot for it', () => {
    const wire = new Transaction({ feePayer: coSigner.publicKey, recentBlockhash })
      .add(transfer(coSigner.publicKey))
      .serialize({ requireAllSignatures: false })
    expect(signerSlotOf(readWireTransaction(wire), walletPublicKey)).toBe(-1)
  })

  it('bytes that are not a transaction are refused: a bare message, a wrong slot count, cut bytes, nothing', () => {
    const transaction = legacyTransaction()
    const message = transaction.serializeMessage()
    const wire = transaction.serialize({ requireAllSignatures: false })
    const oneSlotTooFew = Uint8Array.from([1, ...new Uint8Array(64), ...message])
    const refused = [
      message,
      oneSlotTooFew,
      wire.subarray(0, wire.byteLength - 1),
      new TextEncoder().encode('Sign in to shop.example.com'),
      new Uint8Array(),
      Uint8Array.from([0xff, 0xff, 0xff]),
    ]
    for (const bytes of refused) expect(() => readWireTransaction(bytes)).toThrow(InvalidWireTransactionError)
  })
})
