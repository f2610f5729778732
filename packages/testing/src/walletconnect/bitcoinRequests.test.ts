import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The verifier sites use (@latchkit/siwx/bitcoin), from its source as the rig's other tests read it.
import { verifyBitcoinMessage } from '../../../siwx/src/bitcoin/verifyBitcoinMessage.js'
import { litecoinRegtestParameters } from '../bitcoin/litecoinRegtestParameters.js'
import { toBitcoinjsNetwork } from '../wallets/bitcoin/bitcoinWalletNetwork.js'
import { type BitcoinTestWallet, createBitcoinWallet } from '../wallets/bitcoin/createBitcoinWallet.js'
import { closeSignClient } from './closeSignClient.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

// A made-up regtest chain: signing needs no node, only the network's parameters.
const chain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const dappOrigin = 'http://127.0.0.1' // startSignClientDapp's metadata URL

describe('the rig wallet over WalletConnect, bip122', () => {
  let relay: Relay
  let dapp: SignClient
  let wallet: WalletConnectWallet
  let bitcoin: BitcoinTestWallet
  let session: SessionTypes.Struct
  const request = <T>(method: string, params: unknown) =>
    dapp.request<T>({ topic: session.topic, chainId: chain, request: { method, params } })

  beforeAll(async () => {
    relay = await startRelay()
    bitcoin = createBitcoinWallet({ network: litecoinRegtestParameters })
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({ relayUrl: relay.url, bitcoin: { wallet: bitcoin, chains: [chain] } }),
    ])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        bip122: {
          chains: [chain],
          methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
          events: ['bip122_addressesChanged'],
        },
      },
    })
    await wallet.pair(uri as string)
    session = await approval()
  })

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await relay?.stop()
  })

  it('approves the payment and ordinal accounts, connects the dapp to the wallet, and leaves sendTransfer out', () => {
    expect(session.namespaces.bip122).toMatchObject({
      chains: [chain],
      accounts: [`${chain}:${bitcoin.payment.address}`, `${chain}:${bitcoin.ordinal.address}`],
      events: ['bip122_addressesChanged'],
    })
    expect([...(session.namespaces.bip122?.methods ?? [])].sort()).toEqual([
      'getAccountAddresses',
      'signMessage',
      'signPsbt',
    ])
    expect(bitcoin.isAuthorized(dappOrigin)).toBe(true)
  })

  it('answers getAccountAddresses with each account, its public key and intention', async () => {
    const account = bitcoin.payment.address
    expect(await request('getAccountAddresses', { account })).toEqual([
      { address: account, publicKey: bitcoin.payment.publicKey, intention: 'payment' },
      { address: bitcoin.ordinal.address, publicKey: bitcoin.ordinal.publicKey, intention: 'ordinal' },
    ])
    expect(await request('getAccountAddresses', { account, intentions: ['ordinal'] })).toEqual([
      { address: bitcoin.ordinal.address, publicKey: bitcoin.ordinal.publicKey, intention: 'ordinal' },
    ])
  })

  it('signs messages (ECDSA, BIP-322) in hex that the verifier accepts', async () => {
    const account = bitcoin.payment.address
    const verify = (address: string, message: string, hex: string) =>
      verifyBitcoinMessage({
        address,
        message,
        signature: Buffer.from(hex, 'hex').toString('base64'),
        network: litecoinRegtestParameters,
      })
    const ecdsa = await request<{ address: string; signature: string }>('signMessage', {
      account,
      address: account,
      message: 'legacy',
      protocol: 'ecdsa',
    })
    expect(ecdsa.signature).toMatch(/^[0-9a-f]{130}$/)
    expect(verify(account, 'legacy', ecdsa.signature)).toBe(true)
    const bip322 = await request<{ address: string; signature: string }>('signMessage', {
      account,
      address: bitcoin.ordinal.address,
      message: 'simple',
      protocol: 'bip322',
    })
    expect(bip322.address).toBe(bitcoin.ordinal.address)
    expect(verify(bitcoin.ordinal.address, 'simple', bip322.signature)).toBe(true)
  })

  it('signs the PSBT inputs signInputs lists, and refuses a list it cannot read', async () => {
    const network = toBitcoinjsNetwork(litecoinRegtestParameters)
    const script = payments.p2wpkh({ address: bitcoin.payment.address, network }).output as Uint8Array
    const psbt = new Psbt({ network })
      .addInput({ hash: new Uint8Array(32).fill(7), index: 0, witnessUtxo: { script, value: 100_000n } })
      .addOutput({ script, value: 90_000n })
    const account = bitcoin.payment.address
    const signed = await request<{ psbt: string; txid?: string }>('signPsbt', {
      account,
      psbt: psbt.toBase64(),
      signInputs: [{ address: account, index: 0 }],
    })
    expect(signed.txid).toBeUndefined()
    expect(Psbt.fromBase64(signed.psbt, { network }).data.inputs[0]?.finalScriptWitness).toBeDefined()
    await expect(
      request('signPsbt', { account, psbt: psbt.toBase64(), signInputs: { [account]: [0] } }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it("answers 4100 for an account that is not the wallet's, and 4001 when the user rejects", async () => {
    await expect(
      request('signMessage', { account: 'rltc1qnotmine', message: 'x', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: 4100 })
    const account = bitcoin.payment.address
    bitcoin.reject('signMessage', { times: 1 })
    await expect(
      request('signMessage', { account, address: account, message: 'no', protocol: 'ecdsa' }),
    ).rejects.toMatchObject({ code: 4001 })
    wallet.behaviour.rejectRequests = true
    try {
      await expect(request('getAccountAddresses', { account })).rejects.toMatchObject({ code: 4001 })
    } finally {
      wallet.behaviour.rejectRequests = false
    }
  })
})
