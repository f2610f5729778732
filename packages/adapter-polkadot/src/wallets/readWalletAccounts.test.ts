import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { PolkadotWalletResponseError } from '../errors/walletErrors.js'
import { sessionAccounts } from '../walletConnect/walletConnectPolkadotWallet.js'
import { readSignature } from './readSignature.js'
import { readWalletAccounts } from './readWalletAccounts.js'
import { isWalletRejection } from './walletRejection.js'

// What wallets answer is read as untrusted input: extensions' account lists, WalletConnect
// sessions' CAIP-10 accounts and signatures.
let alice: ReturnType<Keyring['addFromUri']>
let bob: ReturnType<Keyring['addFromUri']>
beforeAll(async () => {
  await cryptoWaitReady()
  alice = new Keyring({ type: 'sr25519' }).addFromUri('//Alice')
  bob = new Keyring({ type: 'ecdsa' }).addFromUri('//Bob')
})

describe('account lists', () => {
  it('keep SS58 accounts with their key type and pinned chain, once each; leave out Ethereum and unreadable ones', () => {
    const kusamaGenesis = `0x${'B0'.repeat(32)}`
    const accounts = readWalletAccounts('Ext', [
      { address: alice.address, type: 'sr25519', name: 'Main', genesisHash: null },
      { address: encodeAddress(alice.publicKey, 0), type: 'sr25519' }, // the same account again
      { address: bob.address, type: 'ecdsa', genesisHash: kusamaGenesis },
      { address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', type: 'ethereum' },
      { address: 'not an address', type: 'sr25519' },
      { address: encodeAddress(new Uint8Array(32).fill(7), 2), type: 'weird', genesisHash: 'nope' },
      null,
      42,
    ])
    expect(accounts).toEqual([
      {
        address: alice.address,
        accountId: u8aToHex(alice.publicKey),
        keyType: 'sr25519',
        genesisHash: undefined,
      },
      {
        address: bob.address,
        accountId: u8aToHex(bob.addressRaw),
        keyType: 'ecdsa',
        genesisHash: kusamaGenesis.toLowerCase(),
      },
      {
        address: encodeAddress(new Uint8Array(32).fill(7), 2),
        accountId: `0x${'07'.repeat(32)}`,
        keyType: undefined,
        genesisHash: undefined,
      },
    ])
    for (const answer of [undefined, null, {}, 'accounts'])
      expect(() => readWalletAccounts('Ext', answer)).toThrow(PolkadotWalletResponseError)
  })

  it("WalletConnect sessions' CAIP-10 accounts are read for one chain", () => {
    const chain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    expect(
      sessionAccounts(
        [
          `${chain}:${encodeAddress(alice.publicKey, 0)}`,
          `polkadot:b0a8d493285c2df73290dfb7e61f870f:${bob.address}`,
          `${chain}:garbage`,
          `${chain}:${alice.address}`,
        ],
        chain,
      ).map(({ accountId }) => accountId),
    ).toEqual([u8aToHex(alice.publicKey)])
  })
})

describe('signatures', () => {
  it('are read from { signature } or a hex string, 64 to 66 bytes; anything else is PolkadotWalletResponseError', () => {
    const signature = `0x${'AB'.repeat(64)}`
    expect(readSignature('W', { id: 1, signature })).toBe(signature.toLowerCase())
    expect(readSignature('W', `0x01${'cd'.repeat(64)}`)).toBe(`0x01${'cd'.repeat(64)}`)
    expect(readSignature('W', `0x${'ef'.repeat(66)}`)).toBe(`0x${'ef'.repeat(66)}`)
    for (const answer of [
      undefined,
      {},
      { signature: 'ab'.repeat(64) },
      `0x${'ab'.repeat(63)}`,
      `0x${'ab'.repeat(67)}`,
      42,
    ])
      expect(() => readSignature('W', answer), String(answer)).toThrow(PolkadotWalletResponseError)
  })
})

describe('rejections', () => {
  it("are the extensions' own words, core's, and not other failures", () => {
    for (const message of [
      'Cancelled',
      'Rejected',
      'Connection request was rejected by the user.',
      'User rejected the request',
    ])
      expect(isWalletRejection(new Error(message)), message).toBe(true)
    expect(isWalletRejection({ code: 4001, message: 'x' })).toBe(true)
    for (const message of [
      'Unable to find keypair',
      'The source http://x has not been enabled yet',
      'Request cancelled',
    ])
      expect(isWalletRejection(new Error(message)), message).toBe(false)
  })
})
