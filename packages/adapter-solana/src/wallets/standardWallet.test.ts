import type { Wallet } from '@wallet-standard/base'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { toConnector } from '../connectors/walletSource.js'
import { fromStandardWallet, isSolanaStandardWallet } from './standardWallet.js'

const key = fc.uint8Array({ minLength: 32, maxLength: 32 })
const accountLike = fc.oneof(
  fc.record({
    address: fc.oneof(fc.string(), fc.anything()),
    publicKey: fc.oneof(key, fc.array(fc.integer({ min: -1, max: 300 }), { maxLength: 40 }), fc.anything()),
    chains: fc.oneof(fc.constant(['solana:mainnet']), fc.constant([]), fc.anything()),
  }),
  fc.anything(),
)
// What a page script may register as a "wallet": the standard's fields, each right or anything.
const walletLike = fc.record({
  version: fc.constant('1.0.0'),
  name: fc.oneof(fc.string(), fc.anything()),
  icon: fc.oneof(fc.constant('data:image/svg+xml;base64,PHN2Zy8+'), fc.string(), fc.anything()),
  chains: fc.oneof(fc.constant(['solana:mainnet', 'solana:devnet']), fc.array(fc.string()), fc.anything()),
  accounts: fc.oneof(fc.array(accountLike, { maxLength: 4 }), fc.anything()),
  features: fc.oneof(
    fc.constant({ 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } }),
    fc.anything(),
  ),
})

test('a registered wallet of any shape is either offered with a name and well-formed accounts, or left out, and never throws (property)', () => {
  fc.assert(
    fc.property(walletLike, (candidate) => {
      const wallet = candidate as unknown as Wallet
      const offered = isSolanaStandardWallet(wallet)
      expect(typeof offered).toBe('boolean')
      if (!offered) return
      const solanaWallet = fromStandardWallet(wallet)
      const connector = toConnector(solanaWallet)
      expect(connector.name).toEqual(expect.any(String))
      expect(connector.name.trim()).not.toBe('')
      expect(['string', 'undefined']).toContain(typeof connector.imageUrl)
      for (const account of solanaWallet.accounts()) {
        expect(account.address).toEqual(expect.any(String))
        expect(account.publicKey).toBeInstanceOf(Uint8Array)
        expect(account.publicKey).toHaveLength(32)
      }
    }),
  )
})

test('whatever a wallet answers to connect, the accounts read from it are well formed (property)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.record({ accounts: fc.array(accountLike, { maxLength: 4 }) }), fc.anything()),
      async (answer) => {
        const wallet = {
          version: '1.0.0',
          name: 'Answering Wallet',
          icon: 'data:image/svg+xml;base64,PHN2Zy8+',
          chains: ['solana:mainnet'],
          accounts: [],
          features: { 'standard:connect': { version: '1.0.0', connect: async () => answer } },
        } as unknown as Wallet
        const accounts = await fromStandardWallet(wallet).connect({ silent: false })
        for (const account of accounts) {
          expect(account.address).toEqual(expect.any(String))
          expect(account.publicKey).toHaveLength(32)
        }
      },
    ),
  )
})
