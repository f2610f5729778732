import {
  UserRejectedRequestError,
  type WalletConnectProvider,
  type WalletConnectSession,
  WalletFeatureNotSupportedError,
} from '@latchkit/core'
import { describe, expect, it } from 'vitest'
import { BitcoinNetworkUnsupportedError, BitcoinWalletResponseError } from '../errors/walletErrors.js'
import { bitcoinMainnet, bitcoinTestnet4 } from '../networks/builtInNetworks.js'
import type { BitcoinWalletEvent } from '../wallets/bitcoinWallet.js'
import { fromWalletConnect } from './walletConnectBitcoinWallet.js'

// The WalletConnect wallet against a provider that answers what each test scripts: the timing and
// the failures a relayed wallet can produce, which the rig's wallet does not (a phone that answers
// late, a wallet's own JSON-RPC errors). The answers over a real relay are in walletConnect.test.ts.

const chain = bitcoinMainnet.caipNetworkId
const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ordinal = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const paymentKey = `02${'ab'.repeat(32)}`

type Answer = (method: string, params: unknown) => Promise<unknown>

function scriptedProvider(answer: Answer) {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const requests: { method: string; params: unknown; chain: string | undefined }[] = []
  const provider: WalletConnectProvider = {
    async request<result>(arguments_: { method: string; params?: unknown }, target?: string) {
      requests.push({ method: arguments_.method, params: arguments_.params, chain: target })
      return (await answer(arguments_.method, arguments_.params)) as result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (data: unknown) => void)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (data: unknown) => void)
    },
  }
  const emit = (event: string, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  return { provider, requests, emit, listening: (event: string) => listeners.get(event)?.size ?? 0 }
}

const session = (methods: string[]): WalletConnectSession => ({
  topic: 'topic',
  namespaces: {
    bip122: {
      chains: [chain],
      accounts: [`${chain}:${payment}`, `${chain}:${ordinal}`],
      methods,
      events: [],
    },
  },
  peer: { metadata: { name: 'Phone Wallet', icons: ['https://wallet.example/icon.png'] } },
})

const allMethods = ['getAccountAddresses', 'signMessage', 'signPsbt']
const walletAddresses = [
  { address: payment, publicKey: paymentKey, intention: 'payment' },
  { address: ordinal, publicKey: 'cd'.repeat(32), intention: 'ordinal' },
]

describe('the WalletConnect Bitcoin wallet', () => {
  it("connects with the wallet's payment and ordinal accounts, asked for the connected account", async () => {
    const { provider, requests } = scriptedProvider(async () => walletAddresses)
    const wallet = fromWalletConnect({ provider, session: session(allMethods), chains: [chain] })
    expect(await wallet.connect(bitcoinMainnet)).toEqual([
      { address: payment, purpose: 'payment', publicKey: paymentKey },
      { address: ordinal, purpose: 'ordinal', publicKey: 'cd'.repeat(32) },
    ])
    expect(requests).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: payment, intentions: ['payment', 'ordinal'] },
        chain,
      },
    ])
    expect(wallet).toMatchObject({ id: 'walletConnect', name: 'Phone Wallet', api: 'walletConnect' })
  })

  it("takes the session's accounts when the session did not approve getAccountAddresses", async () => {
    const { provider, requests } = scriptedProvider(async () => walletAddresses)
    const wallet = fromWalletConnect({ provider, session: session(['signMessage']), chains: [chain] })
    expect(await wallet.connect(bitcoinMainnet)).toEqual([
      { address: payment, purpose: 'payment', publicKey: '' },
      { address: ordinal, purpose: 'payment', publicKey: '' },
    ])
    expect(requests).toEqual([])
  })

  it("does not wait long for a wallet that answers late: the session's accounts first, the wallet's when it answers", async () => {
    let answerLate: (value: unknown) => void = () => undefined
    const { provider } = scriptedProvider(() => new Promise((resolve) => (answerLate = resolve)))
    const wallet = fromWalletConnect({
      provider,
      session: session(allMethods),
      chains: [chain],
      accountAddressesWaitMs: 20,
    })
    const accounts = await wallet.connect(bitcoinMainnet)
    expect(accounts.map(({ publicKey }) => publicKey)).toEqual(['', ''])
    const events: BitcoinWalletEvent[] = []
    wallet.subscribe((event) => events.push(event))
    answerLate(walletAddresses)
    await expect
      .poll(() => events)
      .toEqual([
        {
          type: 'accountsChanged',
          accounts: [
            { address: payment, purpose: 'payment', publicKey: paymentKey },
            { address: ordinal, purpose: 'ordinal', publicKey: 'cd'.repeat(32) },
          ],
        },
      ])
    expect(await wallet.getAccounts()).toHaveLength(2)
  })

  it('asks nothing the session did not approve', async () => {
    const { provider, requests } = scriptedProvider(async () => walletAddresses)
    const wallet = fromWalletConnect({ provider, session: session(['getAccountAddresses']), chains: [chain] })
    await wallet.connect(bitcoinMainnet)
    await expect(
      wallet.signMessage({ address: payment, message: 'hi', protocol: 'bip322' }),
    ).rejects.toBeInstanceOf(WalletFeatureNotSupportedError)
    expect(requests.map(({ method }) => method)).toEqual(['getAccountAddresses'])
  })

  it("turns the wallet's JSON-RPC errors into typed errors: a rejection, anything else", async () => {
    const failures: Record<string, unknown> = {
      signMessage: { code: 4001, message: 'User rejected the request.' },
      signPsbt: { code: -32602, message: 'Invalid params: psbt' },
    }
    const { provider } = scriptedProvider(async (method) => {
      if (method === 'getAccountAddresses') return walletAddresses
      throw failures[method]
    })
    const wallet = fromWalletConnect({ provider, session: session(allMethods), chains: [chain] })
    await wallet.connect(bitcoinMainnet)
    await expect(
      wallet.signMessage({ address: payment, message: 'no', protocol: 'ecdsa' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const signing = wallet.signPsbt({
      psbt: 'cHNidP8A',
      signInputs: {},
      broadcast: false,
      network: bitcoinMainnet,
    })
    await expect(signing).rejects.toBeInstanceOf(BitcoinWalletResponseError)
    await expect(signing).rejects.toMatchObject({
      details: 'signPsbt failed: Error -32602: Invalid params: psbt',
    })
  })

  it('sends signMessage and signPsbt in the WalletConnect shapes, and reads an odd answer as a typed error', async () => {
    const answers: Record<string, unknown> = {
      getAccountAddresses: walletAddresses,
      signMessage: { address: payment, signature: 'ab'.repeat(65) },
      signPsbt: { psbt: 'not a psbt' },
    }
    const { provider, requests } = scriptedProvider(async (method) => answers[method])
    const wallet = fromWalletConnect({ provider, session: session(allMethods), chains: [chain] })
    await wallet.connect(bitcoinMainnet)
    const signature = await wallet.signMessage({ address: ordinal, message: 'hi', protocol: 'bip322' })
    expect(Buffer.from(signature, 'base64').toString('hex')).toBe('ab'.repeat(65))
    await expect(
      wallet.signPsbt({
        psbt: 'cHNidP8A',
        signInputs: { [payment]: [0, 2], [ordinal]: [1] },
        broadcast: true,
        network: bitcoinMainnet,
      }),
    ).rejects.toMatchObject({ name: 'BitcoinWalletResponseError', details: 'signPsbt answered no PSBT.' })
    expect(requests.slice(1)).toEqual([
      {
        method: 'signMessage',
        params: { account: payment, address: ordinal, message: 'hi', protocol: 'bip322' },
        chain,
      },
      {
        method: 'signPsbt',
        params: {
          account: payment,
          psbt: 'cHNidP8A',
          signInputs: [
            { address: payment, index: 0 },
            { address: payment, index: 2 },
            { address: ordinal, index: 1 },
          ],
          broadcast: true,
        },
        chain,
      },
    ])
  })

  it('switches only to a chain the session approved', async () => {
    const { provider } = scriptedProvider(async () => walletAddresses)
    const wallet = fromWalletConnect({ provider, session: session(allMethods), chains: [chain] })
    await wallet.connect(bitcoinMainnet)
    await expect(wallet.switchNetwork(bitcoinTestnet4)).rejects.toBeInstanceOf(BitcoinNetworkUnsupportedError)
  })

  it('follows bip122_addressesChanged, ignoring an event it cannot read, until unsubscribed', async () => {
    const { provider, emit, listening } = scriptedProvider(async () => walletAddresses)
    const wallet = fromWalletConnect({ provider, session: session(allMethods), chains: [chain] })
    await wallet.connect(bitcoinMainnet)
    const events: BitcoinWalletEvent[] = []
    const stop = wallet.subscribe((event) => events.push(event))
    emit('bip122_addressesChanged', 'garbage')
    emit('bip122_addressesChanged', [{ nothing: true }])
    emit('bip122_addressesChanged', walletAddresses) // the same accounts: no change
    emit('bip122_addressesChanged', [ordinal])
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [{ address: ordinal, purpose: 'payment', publicKey: '' }] },
    ])
    stop()
    expect(listening('bip122_addressesChanged')).toBe(0)
  })
})
