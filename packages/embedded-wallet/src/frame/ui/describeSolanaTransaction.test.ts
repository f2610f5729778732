import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'

const keypair = () => Keypair.fromSeed(ed25519.utils.randomPrivateKey())
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

describe('describeSolanaTransaction', () => {
  test('shows a SOL transfer’s recipient and exact amount, and other programs by address', () => {
    const payer = keypair()
    const recipient = keypair().publicKey
    const memo = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: PublicKey.default.toBase58(),
    })
      .add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_500_000_001 }),
      )
      .add({ programId: memo, keys: [], data: new Uint8Array([104, 105]) as Buffer })
    const message = base64(transaction.serializeMessage())
    const description = describeSolanaTransaction(message, payer.publicKey.toBase58())
    expect(description.facts).toEqual([
      { label: 'account', value: payer.publicKey.toBase58() },
      { label: 'recipient', value: recipient.toBase58() },
      { label: 'amount', value: '1.500000001 SOL' },
      { label: 'program', value: memo.toBase58() },
    ])
    expect(description.content).toEqual({ label: 'contractData', value: message })
  })

  test('bytes that are no transaction message show only the account and the bytes', () => {
    const description = describeSolanaTransaction(base64(new Uint8Array([1, 2, 3])), 'me')
    expect(description.facts).toEqual([{ label: 'account', value: 'me' }])
  })
})
