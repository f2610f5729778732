import { createMemoryStorage, type EmbeddedWalletConnector } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { SolanaAdapterOptionsError } from '../errors/optionsErrors.js'
import { createNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, loadSite } from '../test-utils/solanaTestSetup.js'
import { decodeBase58 } from '../utils/base58.js'

const connectorId = 'latchkit-embedded'

let rig: SolanaRig
let testWallet: SolanaTestWallet
let standardWallet: Wallet
let stopWallet: () => void
/** The chains the adapter asked the embedded wallet to serve. */
let requestedChains: readonly string[] | undefined
const adapters: SolanaAdapter[] = []

/**
 * The embedded wallet as the adapter sees it (the `EmbeddedWalletConnector` contract): its Solana
 * side is a wallet-standard wallet that is never registered on the page; here the rig's test
 * wallet with real keys, which signs only (like the embedded wallet, it does not send).
 */
const embeddedWallet: EmbeddedWalletConnector = {
  connectorId,
  name: 'Email',
  eip155Provider: () => undefined,
  solanaWallet: ({ chains }) => {
    requestedChains = chains
    return standardWallet
  },
}

function site(storage = createMemoryStorage()) {
  const loaded = loadSite(rig, storage, { embeddedWallet })
  adapters.push(loaded.adapter)
  return loaded
}

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  testWallet = createRigWallet(rig)
  ;({ wallet: standardWallet, stop: stopWallet } = createNodeStandardWallet(testWallet, {
    name: 'Email',
    features: 'sign-only',
  }))
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  stopWallet()
})

describe('SolanaAdapter with the embedded wallet', () => {
  it('lists it as the AUTH connector for the adapter’s clusters, not in the wallet list', async () => {
    const { kit, adapter } = site()
    await kit.ready
    expect(requestedChains).toEqual(adapter.networks.map((network) => network.caipNetworkId))
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: connectorId, type: 'AUTH', name: 'Email', chainNamespaces: ['solana'] }),
    ])
    expect(adapter.getProvider({ connectorId })).toBe(standardWallet)
    expect(kit.getState().connectors.connectors.map(({ id, type }) => `${type}:${id}`)).toEqual([
      `AUTH:${connectorId}`,
    ])
    expect(kit.getState().connectors.list.map((item) => item.connector?.id)).not.toContain(connectorId)
  })

  it('connects, signs a message and sends SOL through the wallet', async () => {
    const { kit, adapter } = site()
    await kit.ready
    await kit.connect({ connectorId, namespace: 'solana' })
    expect(kit.getState().accounts.solana).toMatchObject({ status: 'connected', address: testWallet.address })

    const message = 'Hello from the LatchKit demo'
    const signature = await adapter.signMessage({ connectorId, message })
    const publicKey = decodeBase58(testWallet.address)
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode(message), publicKey)).toBe(true)
    await expect(adapter.verifyMessage({ address: testWallet.address, message, signature })).resolves.toBe(
      true,
    )

    // The wallet only signs: the adapter sends what it signed.
    const receiver = rig.accounts.at(-1)?.address ?? ''
    const network = adapter.networks[0]
    if (!network) throw new Error('The adapter has a network.')
    const before = await adapter.getBalance({ address: receiver, network })
    await adapter.sendSol({ connectorId, receiverAddress: receiver, amount: '0.5' })
    const after = await adapter.getBalance({ address: receiver, network })
    expect(Math.round((Number(after.balance) - Number(before.balance)) * 1e9)).toBe(500_000_000)
    // The kit's start asks every connector silently; then the connect, the signature, the transaction.
    expect(
      testWallet.requests.map(({ method, params }) => `${method}${params.silent ? ' (silent)' : ''}`),
    ).toEqual(['connect (silent)', 'connect', 'signMessage', 'signTransaction'])
  })

  it('is connected again after a reload through the wallet’s silent connect, and disconnects through it', async () => {
    const first = site()
    await first.kit.ready
    await first.kit.connect({ connectorId, namespace: 'solana' })
    const reloaded = site(first.storage)
    await reloaded.kit.ready
    expect(reloaded.kit.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: testWallet.address,
    })
    await reloaded.kit.disconnect({ namespace: 'solana' })
    expect(reloaded.kit.getState().accounts.solana?.status).toBe('disconnected')
    expect(testWallet.isAuthorized('http://site.test')).toBe(false)
  })

  it('an embedded wallet without a Solana side adds no connector; one that hands over no wallet is refused', () => {
    const { solanaWallet: _, ...evmOnly } = embeddedWallet
    expect(loadSite(rig, createMemoryStorage(), { embeddedWallet: evmOnly }).adapter.getConnectors()).toEqual(
      [],
    )
    expect(() =>
      loadSite(rig, createMemoryStorage(), {
        embeddedWallet: { ...embeddedWallet, solanaWallet: () => ({}) },
      }),
    ).toThrow(SolanaAdapterOptionsError)
  })
})
