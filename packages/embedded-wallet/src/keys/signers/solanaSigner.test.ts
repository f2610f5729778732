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
import { deriveAccounts } from '../accounts.js'
import { createWalletSecret } from '../seed.js'
import { InvalidSigningRequestError } from './errors.js'
import { signSolanaMessage, signSolanaTransactionMessage } from './solanaSigner.js'
import { readSolanaTransactionMessage } from './solanaTransactionMessage.js'

const { solana } = await deriveAccounts(createWalletSecret())
const wallet = new PublicKey(solana.publicKey)
const recentBlockhash = Keypair.generate().publicKey.toBase58()

function transfer(from: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1_000 })
}

/** A legacy transaction as the site serializes its message for the frame to sign. */
function legacyTransaction(feePayer = wallet) {
  return new Transaction({ feePayer, recentBlockhash }).add(transfer(feePayer))
}

/** The wire form of a transaction with one signature: a compact count, the signature, the message. */
function withSignature(signature: Uint8Array, message: Uint8Array): Uint8Array {
  return Uint8Array.from([1, ...signature, ...message])
}

describe('signSolanaMessage', () => {
  it('signs bytes so that the signature verifies for the account public key', () => {
    const message = new TextEncoder().encode('shop.example.com wants you to sign in with your Solana account')
    const signature = signSolanaMessage(solana.secretKey, message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, solana.publicKey)).toBe(true)
  })

  it('refuses bytes that are a transaction message, so a transaction cannot pass as a message', () => {
    const message = legacyTransaction().serializeMessage()
    expect(() => signSolanaMessage(solana.secretKey, new Uint8Array(message))).toThrow(
      InvalidSigningRequestError,
    )
  })

  it('refuses a secret key whose halves do not belong together', () => {
    const mismatched = Uint8Array.from([...solana.secretKey.subarray(0, 32), ...new Uint8Array(32)])
    expect(() => signSolanaMessage(mismatched, new Uint8Array([1]))).toThrow(InvalidSigningRequestError)
    expect(() => signSolanaMessage(new Uint8Array(32), new Uint8Array([1]))).toThrow(
      InvalidSigningRequestError,
    )
  })
})

describe('signSolanaTransactionMessage', () => {
  it('signs a legacy transaction that @solana/web3.js then verifies', () => {
    const message = new Uint8Array(legacyTransaction().serializeMessage())
    const signature = signSolanaTransactionMessage(solana.secretKey, message)
    const signed = Transaction.from(withSignature(signature, message))
    expect(signed.feePayer?.equals(wallet)).toBe(true)
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signs a version 0 transaction whose signature verifies over its message', () => {
    const message = new TransactionMessage({
      payerKey: wallet,
      recentBlockhash,
      instructions: [transfer(wallet)],
    }).compileToV0Message()
    const bytes = message.serialize()
    expect(readSolanaTransactionMessage(bytes)?.version).toBe(0)
    const signature = signSolanaTransactionMessage(solana.secretKey, bytes)
    const signed = new VersionedTransaction(message, [signature])
    const received = VersionedTransaction.deserialize(signed.serialize())
    expect(
      ed25519.verify(received.signatures[0] as Uint8Array, received.message.serialize(), wallet.toBytes()),
    ).toBe(true)
  })

  it('refuses a transaction this account is not a signer of', () => {
    const someoneElses = new Uint8Array(legacyTransaction(Keypair.generate().publicKey).serializeMessage())
    expect(() => signSolanaTransactionMessage(solana.secretKey, someoneElses)).toThrow('not a signer')
  })

  it('refuses bytes that are not a transaction message', () => {
    const text = new TextEncoder().encode('Sign in to shop.example.com')
    expect(() => signSolanaTransactionMessage(solana.secretKey, text)).toThrow(InvalidSigningRequestError)
    const truncated = new Uint8Array(legacyTransaction().serializeMessage()).subarray(0, 80)
    expect(() => signSolanaTransactionMessage(solana.secretKey, truncated)).toThrow(
      InvalidSigningRequestError,
    )
  })
})
