import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { signatureVerify } from '@polkadot/util-crypto'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFreeBalance } from '../polkadot/readFreeBalance.js'
import { type PolkadotChain, startPolkadotChain } from '../polkadot/startPolkadotChain.js'
import { transferInBlock } from '../polkadot/transferInBlock.js'
import { createPolkadotWallet, type PolkadotTestWallet } from '../wallets/polkadot/createPolkadotWallet.js'
import { closeSignClient } from './closeSignClient.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

const dappOrigin = 'http://127.0.0.1' // startSignClientDapp's metadata URL

describe('the rig wallet over WalletConnect, polkadot', () => {
  let chain: PolkadotChain
  let relay: Relay
  let dapp: SignClient
  let wallet: WalletConnectWallet
  let polkadot: PolkadotTestWallet
  let session: SessionTypes.Struct
  const request = <T>(method: string, params: unknown) =>
    dapp.request<T>({ topic: session.topic, chainId: chain.caipNetworkId, request: { method, params } })

  beforeAll(async () => {
    ;[chain, relay] = await Promise.all([startPolkadotChain(), startRelay()])
    polkadot = await createPolkadotWallet({ accounts: chain.accounts })
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({
        relayUrl: relay.url,
        polkadot: { wallet: polkadot, chains: [chain.caipNetworkId] },
      }),
    ])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        polkadot: {
          chains: [chain.caipNetworkId],
          methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await wallet.pair(uri as string)
    session = await approval()
  }, 60_000)

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await relay?.stop()
    await chain?.stop()
  })

  it('approves every account as polkadot:<genesis prefix>:<address> and enables the dapp in the wallet', () => {
    expect(session.namespaces.polkadot).toMatchObject({
      chains: [chain.caipNetworkId],
      accounts: polkadot.accounts.map((account) => `${chain.caipNetworkId}:${account.address}`),
      events: ['chainChanged', 'accountsChanged'],
    })
    expect([...(session.namespaces.polkadot?.methods ?? [])].sort()).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ])
    expect(polkadot.isAuthorized(dappOrigin)).toBe(true)
    expect(wallet.polkadotWallet).toBe(polkadot)
  })

  it('signs messages with sr25519, ed25519 and ecdsa accounts; each verifies against its address', async () => {
    for (const account of polkadot.accounts) {
      const { signature } = await request<{ signature: string }>('polkadot_signMessage', {
        address: account.address,
        message: 'Sign in to LatchKit',
      })
      expect(signatureVerify('Sign in to LatchKit', signature, account.address)).toMatchObject({
        isValid: true,
        crypto: account.type,
      })
    }
    // SignerPayloadRaw's field name, as newer dapps send it.
    const alice = polkadot.accounts[0]?.address ?? ''
    const { signature } = await request<{ signature: string }>('polkadot_signMessage', {
      address: alice,
      data: 'hello',
      type: 'bytes',
    })
    expect(signatureVerify('hello', signature, alice).isValid).toBe(true)
  })

  it('signs a transaction payload whose signature the chain accepts: the transfer lands in a block', async () => {
    const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
    try {
      // A site's signer over WalletConnect: the payload goes out, the signature comes back.
      const signer: Signer = {
        signPayload: async (payload) => ({
          id: 1,
          ...(await request<{ signature: `0x${string}` }>('polkadot_signTransaction', {
            address: payload.address,
            transactionPayload: payload,
          })),
        }),
      }
      const [, bob, , dave] = chain.accounts
      if (!bob || !dave) throw new Error('The rig chain has no accounts.')
      const before = await readFreeBalance(api, bob.address)
      await transferInBlock(api, { from: dave.address, signer, to: bob.address, amount: 7n * 10n ** 12n })
      expect(await readFreeBalance(api, bob.address)).toBe(before + 7n * 10n ** 12n)
      expect(wallet.requests.at(-1)).toEqual({
        method: 'polkadot_signTransaction',
        chainId: chain.caipNetworkId,
        outcome: 'answered',
      })
    } finally {
      await api.disconnect()
    }
  })

  it("answers 4100 for an address that is not the wallet's, -32602 for a payload of another account, 5000 when the user declines", async () => {
    const [alice, bob] = polkadot.accounts
    if (!alice || !bob) throw new Error('The wallet has no accounts.')
    await expect(
      request('polkadot_signMessage', {
        address: '5CiPPseXPECbkjWCa6MnjNokrgYjMqmKndv2rSnekmSK2DjL',
        message: 'x',
      }),
    ).rejects.toMatchObject({ code: 4100, message: 'Unable to find keypair' })
    await expect(
      request('polkadot_signTransaction', {
        address: alice.address,
        transactionPayload: { address: bob.address },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    polkadot.reject('signRaw', { times: 1 })
    await expect(
      request('polkadot_signMessage', { address: alice.address, message: 'no' }),
    ).rejects.toMatchObject({
      code: 5000,
    })
    wallet.behaviour.rejectRequests = true
    try {
      await expect(
        request('polkadot_signMessage', { address: alice.address, message: 'no' }),
      ).rejects.toMatchObject({ code: 5000 })
    } finally {
      wallet.behaviour.rejectRequests = false
    }
  })
})
