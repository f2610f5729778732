import { UserRejectedRequestError } from '@latchkit/core'
import { expect, test, vi } from 'vitest'
import { BitcoinNetworkUnsupportedError } from '../../errors/walletErrors.js'
import { bitcoinMainnet, bitcoinRegtest } from '../../networks/builtInNetworks.js'
import type { UnisatProvider } from './unisatProvider.js'
import { createUnisatWallet } from './unisatWallet.js'

const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const publicKey = '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872'

/**
 * A provider with Unisat's API, as the extension's page object behaves (one account, granted on
 * requestAccounts), recording what the adapter asked of it.
 */
function unisatProvider(overrides: Partial<UnisatProvider> = {}) {
  const listeners = new Map<string, (...args: unknown[]) => void>()
  const calls: [method: string, ...args: unknown[]][] = []
  let connected = false
  const provider: UnisatProvider = {
    requestAccounts: async () => {
      calls.push(['requestAccounts'])
      connected = true
      return [address]
    },
    getAccounts: async () => (connected ? [address] : []),
    getPublicKey: async () => publicKey,
    signMessage: async (message, type) => {
      calls.push(['signMessage', message, type])
      return 'H+signature/base64=='
    },
    signPsbt: async (hex, options) => {
      calls.push(['signPsbt', hex, options])
      return `${hex}ff`
    },
    pushPsbt: async (hex) => {
      calls.push(['pushPsbt', hex])
      return 'ab'.repeat(32)
    },
    switchChain: async (chain) => {
      calls.push(['switchChain', chain])
      return { enum: chain }
    },
    on: (event, listener) => void listeners.set(event, listener),
    removeListener: (event) => void listeners.delete(event),
    ...overrides,
  }
  const callsOf = (method: string) => calls.filter(([name]) => name === method).map(([, ...args]) => args)
  return {
    provider,
    callsOf,
    emit: (event: string, ...args: unknown[]) => listeners.get(event)?.(...args),
    listeners,
  }
}

const walletOf = (provider: UnisatProvider) =>
  createUnisatWallet({ provider, name: 'UniSat Wallet', rdns: 'io.unisat', icon: undefined })

test('connecting switches the wallet to the network by its Unisat name, then shares one payment account with its public key', async () => {
  const { provider, callsOf } = unisatProvider()
  const wallet = walletOf(provider)
  expect(await wallet.getAccounts()).toEqual([])
  expect(await wallet.connect(bitcoinMainnet)).toEqual([{ address, purpose: 'payment', publicKey }])
  expect(callsOf('switchChain')).toEqual([['BITCOIN_MAINNET']])
  expect(await wallet.getAccounts()).toEqual([{ address, purpose: 'payment', publicKey }])
})

test('a wallet of the family without switchChain still connects; a network it has no name for cannot be switched to', async () => {
  const { provider } = unisatProvider({ switchChain: undefined })
  const wallet = walletOf(provider)
  expect(await wallet.connect(bitcoinMainnet)).toHaveLength(1)
  await expect(wallet.switchNetwork(bitcoinRegtest)).rejects.toBeInstanceOf(BitcoinNetworkUnsupportedError)
})

test("bip322 is the family's 'bip322-simple', ecdsa its 'ecdsa'", async () => {
  const { provider, callsOf } = unisatProvider()
  const wallet = walletOf(provider)
  await wallet.signMessage({ address, message: 'hi', protocol: 'bip322' })
  await wallet.signMessage({ address, message: 'hi', protocol: 'ecdsa' })
  expect(callsOf('signMessage')).toEqual([
    ['hi', 'bip322-simple'],
    ['hi', 'ecdsa'],
  ])
})

test('PSBTs go to the wallet in hex with the inputs to sign, come back as base64, and are pushed when broadcast', async () => {
  const { provider, callsOf } = unisatProvider()
  const wallet = walletOf(provider)
  const signed = await wallet.signPsbt({
    psbt: btoa('psbt'),
    signInputs: { [address]: [0, 2] },
    broadcast: true,
    network: bitcoinMainnet,
  })
  expect(callsOf('signPsbt')).toEqual([
    [
      '70736274',
      {
        autoFinalized: true,
        toSignInputs: [
          { index: 0, address },
          { index: 2, address },
        ],
      },
    ],
  ])
  expect(signed).toEqual({ psbt: btoa('psbt\xff'), txid: 'ab'.repeat(32) })
  expect(callsOf('pushPsbt')).toEqual([['70736274ff']])
})

test("the visitor's rejection (code 4001 or the words) is LatchKit's UserRejectedRequestError", async () => {
  const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const { provider } = unisatProvider({ requestAccounts: async () => Promise.reject(rejected) })
  await expect(walletOf(provider).connect(bitcoinMainnet)).rejects.toBeInstanceOf(UserRejectedRequestError)
})

test('account changes reach the listener; an empty list is a disconnect, and unsubscribing stops it', async () => {
  const { provider, emit, listeners } = unisatProvider()
  const wallet = walletOf(provider)
  const events: unknown[] = []
  const stop = wallet.subscribe((event) => events.push(event))
  emit('accountsChanged', [address])
  emit('accountsChanged', [])
  emit('networkChanged', 'livenet')
  await vi.waitFor(() => expect(events).toHaveLength(3))
  expect(events).toContainEqual({
    type: 'accountsChanged',
    accounts: [{ address, purpose: 'payment', publicKey }],
  })
  expect(events).toContainEqual({ type: 'disconnect' })
  expect(events).toContainEqual({ type: 'networkChanged' })
  stop()
  expect(listeners.size).toBe(0)
})
