import { UserRejectedRequestError } from '@latchkit/core'
import { expect, test } from 'vitest'
import { BitcoinWalletResponseError } from '../../errors/walletErrors.js'
import { bitcoinMainnet, bitcoinTestnet4 } from '../../networks/builtInNetworks.js'
import type { SatsConnectProvider } from './satsConnectProvider.js'
import { createSatsConnectWallet } from './satsConnectWallet.js'

const payment = {
  address: '3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX',
  publicKey: '02aa',
  purpose: 'payment',
  addressType: 'p2sh',
}
const ordinals = {
  address: 'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k',
  publicKey: 'bb'.repeat(32),
  purpose: 'ordinals',
  addressType: 'p2tr',
}

/** A sats-connect provider answering JSON-RPC objects, as Xverse's `BitcoinProvider` does; it records each request. */
function satsProvider(answers: Record<string, unknown>) {
  const calls: [method: string, params: unknown][] = []
  const request = async (method: string, params?: unknown) => {
    calls.push([method, params])
    const answer = answers[method]
    if (answer === undefined)
      return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
    return { jsonrpc: '2.0', id: '1', ...(answer as object) }
  }
  return { request, calls }
}

const walletOf = (provider: SatsConnectProvider) =>
  createSatsConnectWallet({
    info: { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' },
    provider,
  })

test('wallet_connect asks for payment and ordinals addresses; payment comes first, ordinals as the ordinal account', async () => {
  const provider = satsProvider({
    wallet_connect: {
      result: { id: 'x', addresses: [ordinals, payment], walletType: 'software', network: {} },
    },
    wallet_changeNetwork: { result: null },
  })
  const accounts = await walletOf(provider).connect(bitcoinMainnet)
  expect(accounts).toEqual([
    { address: payment.address, purpose: 'payment', publicKey: '02aa' },
    { address: ordinals.address, purpose: 'ordinal', publicKey: 'bb'.repeat(32) },
  ])
  expect(provider.calls).toContainEqual([
    'wallet_connect',
    expect.objectContaining({ addresses: ['payment', 'ordinals'] }),
  ])
  expect(provider.calls).toContainEqual(['wallet_changeNetwork', { name: 'Mainnet' }])
})

test("a wallet from before wallet_connect connects through getAddresses; Leather's address types say the purpose", async () => {
  const provider = satsProvider({
    getAddresses: {
      result: {
        addresses: [
          { symbol: 'BTC', type: 'p2wpkh', address: 'bc1qpayment', publicKey: '03cc' },
          { symbol: 'BTC', type: 'p2tr', address: 'bc1pordinal', publicKey: 'dd'.repeat(32) },
          { symbol: 'STX', address: 'SP000' },
        ],
      },
    },
    wallet_changeNetwork: { result: null },
  })
  expect(await walletOf(provider).connect(bitcoinTestnet4)).toEqual([
    { address: 'bc1qpayment', purpose: 'payment', publicKey: '03cc' },
    { address: 'bc1pordinal', purpose: 'ordinal', publicKey: 'dd'.repeat(32) },
  ])
})

test('messages are signed with protocol BIP322 or ECDSA, PSBTs in base64 with the inputs by address', async () => {
  const provider = satsProvider({
    signMessage: {
      result: { signature: 'c2ln', messageHash: 'aa', address: payment.address, protocol: 'BIP322' },
    },
    signPsbt: { result: { psbt: 'c2lnbmVk', txid: 'ef'.repeat(32) } },
  })
  const wallet = walletOf(provider)
  expect(await wallet.signMessage({ address: payment.address, message: 'hi', protocol: 'bip322' })).toBe(
    'c2ln',
  )
  await wallet.signMessage({ address: payment.address, message: 'hi', protocol: 'ecdsa' })
  expect(provider.calls.map(([, params]) => (params as { protocol: string }).protocol)).toEqual([
    'BIP322',
    'ECDSA',
  ])
  expect(
    await wallet.signPsbt({
      psbt: 'cHNidA==',
      signInputs: { [payment.address]: [1] },
      broadcast: true,
      network: bitcoinMainnet,
    }),
  ).toEqual({ psbt: 'c2lnbmVk', txid: 'ef'.repeat(32) })
  expect(provider.calls.at(-1)).toEqual([
    'signPsbt',
    { psbt: 'cHNidA==', signInputs: { [payment.address]: [1] }, broadcast: true },
  ])
})

test("sats-connect's -32000, answered or thrown, is the visitor's rejection; other errors say what the wallet said", async () => {
  const answered = satsProvider({
    signMessage: { error: { code: -32000, message: 'User rejected request' } },
  })
  await expect(
    walletOf(answered).signMessage({ address: payment.address, message: 'hi', protocol: 'ecdsa' }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
  const thrown = {
    request: async () => Promise.reject({ jsonrpc: '2.0', error: { code: -32000, message: 'cancel' } }),
  }
  await expect(walletOf(thrown).connect(bitcoinMainnet)).rejects.toBeInstanceOf(UserRejectedRequestError)
  const failing = satsProvider({ signPsbt: { error: { code: -32602, message: 'Invalid PSBT' } } })
  await expect(
    walletOf(failing).signPsbt({ psbt: 'x', signInputs: {}, broadcast: false, network: bitcoinMainnet }),
  ).rejects.toThrow(BitcoinWalletResponseError)
})

test('a silent account check answers [] when the site has no permission', async () => {
  const provider = satsProvider({ wallet_getAccount: { error: { code: -32002, message: 'Access denied' } } })
  expect(await walletOf(provider).getAccounts()).toEqual([])
})
