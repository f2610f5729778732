import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
} from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSolanaTransactionMessage } from './solanaTransactionMessage.js'

const recentBlockhash = Keypair.generate().publicKey.toBase58()

function instructions(payer: PublicKey, cosigner: PublicKey, count: number, dataLength: number) {
  return Array.from({ length: count }, (_, index) =>
    index % 2
      ? SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: index })
      : new TransactionInstruction({
          programId: Keypair.generate().publicKey,
          keys: [{ pubkey: cosigner, isSigner: true, isWritable: false }],
          data: new Uint8Array(dataLength).fill(index) as never,
        }),
  )
}

describe('readSolanaTransactionMessage', () => {
  it('reads the signers of legacy and version 0 messages built by @solana/web3.js (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 120 }), (count, dataLength) => {
        const payer = Keypair.generate().publicKey
        const cosigner = Keypair.generate().publicKey
        const built = instructions(payer, cosigner, count, dataLength)
        // Instruction 0 always needs the cosigner's signature: fee payer first, then the cosigner.
        const expectedSigners = [payer, cosigner]

        const legacy = new Transaction({ feePayer: payer, recentBlockhash }).add(...built).serializeMessage()
        const v0 = new TransactionMessage({ payerKey: payer, recentBlockhash, instructions: built })
          .compileToV0Message()
          .serialize()
        for (const [bytes, version] of [
          [new Uint8Array(legacy), 'legacy'],
          [v0, 0],
        ] as const) {
          const read = readSolanaTransactionMessage(bytes)
          expect(read?.version).toBe(version)
          expect(read?.signers.map((key) => new PublicKey(key).toBase58())).toEqual(
            expectedSigners.map((key) => key.toBase58()),
          )
          // One byte more or less is not a transaction message.
          expect(readSolanaTransactionMessage(bytes.subarray(0, bytes.length - 1))).toBeUndefined()
          expect(readSolanaTransactionMessage(Uint8Array.from([...bytes, 0]))).toBeUndefined()
        }
      }),
      { numRuns: 50 },
    )
  })

  it('never throws on arbitrary bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const read = readSolanaTransactionMessage(bytes)
        if (read) expect(read.signers.length).toBeGreaterThan(0)
      }),
    )
  })

  it('does not take text for a transaction', () => {
    for (const text of ['', 'Hello', 'Sign in to shop.example.com\nNonce: 8f3a', '\u0080 version-like']) {
      expect(readSolanaTransactionMessage(new TextEncoder().encode(text))).toBeUndefined()
    }
  })
})
