import { createPublicKey, verify } from 'node:crypto'
import { ConnectionRejectedError, createMemoryStorage } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { solanaDevnet } from '../networks/solanaNetworks.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, loadSite } from '../test-utils/solanaTestSetup.js'
import { encodeBase58 } from '../utils/base58.js'
import type { SolanaAdapter } from './SolanaAdapter.js'

const connectorId = 'Node Solana Wallet'

let rig: SolanaRig
let wallet: SolanaTestWallet
let unregister: () => void
const adapters: SolanaAdapter[] = []

function site(storage = createMemoryStorage()) {
  const loaded = loadSite(rig, storage)
  adapters.push(loaded.adapter)
  return loaded
}

/** Checks an ed25519 signature with Node's crypto, from the raw 32-byte public key. */
function verifiesEd25519(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, signature)
}

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  wallet = createRigWallet(rig)
  unregister = registerNodeStandardWallet(wallet).unregister
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  unregister()
})

describe('SolanaAdapter in createLatchKit', () => {
  it('offers the wallet-standard wallet, connects it and reads the SOL balance from the cluster', async () => {
    const { kit } = site()
    await kit.ready
    expect(kit.getAdapter('solana')?.getConnectors()).toEqual([
      expect.objectContaining({ id: connectorId, type: 'ANNOUNCED', chainNamespaces: ['solana'] }),
    ])
    await kit.connect({ connectorId })
    expect(kit.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `${rig.caipNetworkId}:${wallet.address}`,
    })
    await kit.fetchBalance('solana')
    expect(kit.getState().accounts.solana).toMatchObject({ balance: '100', balanceSymbol: 'SOL' })
  })

  it('signs a message that verifies as ed25519 under the connected key', async () => {
    const { kit, adapter } = site()
    await kit.ready
    await kit.connect({ connectorId })
    const message = 'Sign in to LatchKit: nonce 42'
    const signature = await adapter.signMessageBytes({ connectorId, message })
    const publicKey = rig.accounts[0]?.publicKey.toBytes()
    if (!publicKey) throw new Error('The rig has accounts.')
    expect(verifiesEd25519(new TextEncoder().encode(message), signature, publicKey)).toBe(true)
    expect(verifiesEd25519(new TextEncoder().encode('another message'), signature, publicKey)).toBe(false)
    // ed25519 is deterministic: the base58 form is the same signature.
    expect(await adapter.signMessage({ connectorId, address: wallet.address, message })).toBe(
      encodeBase58(signature),
    )
  })

  it('sends SOL: the receiver gains the amount, the sender pays it and the fee', async () => {
    const { kit, adapter } = site()
    await kit.ready
    await kit.connect({ connectorId })
    const network = adapter.networks[0]
    const receiver = rig.accounts[3]?.address
    if (!network || !receiver) throw new Error('The rig has a network and accounts.')
    const before = await Promise.all(
      [wallet.address, receiver].map((address) => adapter.getBalance({ address, network })),
    )

    const signature = await adapter.sendSol({ connectorId, receiverAddress: receiver, amount: '1.25' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

    const after = await Promise.all(
      [wallet.address, receiver].map((address) => adapter.getBalance({ address, network })),
    )
    const lamports = (sol: string | undefined) => Math.round(Number(sol) * 1e9)
    expect(lamports(after[1]?.balance) - lamports(before[1]?.balance)).toBe(1_250_000_000)
    expect(lamports(before[0]?.balance) - lamports(after[0]?.balance)).toBe(1_250_000_000 + 5_000)
  })

  it('shows the new SOL balance in the kit state right after sendSol, without waiting out the cache', async () => {
    const { kit, adapter } = site()
    await kit.ready
    await kit.connect({ connectorId })
    await kit.fetchBalance('solana')
    const lamports = () => Math.round(Number(kit.getState().accounts.solana?.balance) * 1e9)
    const before = lamports()
    expect(before).toBeGreaterThan(2.5e9)
    const receiver = rig.accounts[2]?.address
    if (!receiver) throw new Error('The rig has accounts.')

    await adapter.sendSol({ connectorId, receiverAddress: receiver, amount: '2.5' })
    // 2.5 SOL and the 5000-lamport fee less, read again from LiteSVM past the 30 s cache.
    await expect.poll(lamports).toBe(before - 2_500_000_000 - 5_000)
    // A plain read within the 30 s keeps answering the new value from the cache.
    await kit.fetchBalance('solana')
    expect(lamports()).toBe(before - 2_500_000_000 - 5_000)
  })

  it('gives the account an explorer page with the cluster query once it is on devnet', async () => {
    const { kit } = site()
    await kit.ready
    await kit.connect({ connectorId })
    // The rig's local cluster has no explorer.
    expect(kit.getState().accounts.solana?.addressExplorerUrl).toBeUndefined()
    await kit.switchNetwork(solanaDevnet)
    expect(kit.getState().accounts.solana).toMatchObject({
      caipAddress: `${solanaDevnet.caipNetworkId}:${wallet.address}`,
      addressExplorerUrl: `https://explorer.solana.com/address/${wallet.address}?cluster=devnet`,
    })
  })

  it('maps a rejected connect to ConnectionRejectedError, then connects on the next try', async () => {
    const { kit } = site()
    await kit.ready
    wallet.reject('connect', { times: 1 })
    const failure = kit.connect({ connectorId })
    await expect(failure).rejects.toBeInstanceOf(ConnectionRejectedError)
    await expect(failure).rejects.toThrow('Connection rejected')
    expect(kit.getState().accounts.solana?.status).toBe('disconnected')

    await kit.connect({ connectorId })
    expect(kit.getState().accounts.solana).toMatchObject({ status: 'connected', address: wallet.address })
  })

  it('is connected again after a reload, without a prompt', async () => {
    const first = site()
    await first.kit.ready
    await first.kit.connect({ connectorId })
    const prompts = () => wallet.requests.filter((r) => r.method === 'connect' && r.params.silent !== true)
    expect(prompts()).toHaveLength(1)

    const reloaded = site(first.storage)
    await reloaded.kit.ready
    expect(reloaded.kit.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(prompts()).toHaveLength(1)
  })

  it('stays disconnected after a reload when the wallet no longer authorizes the site', async () => {
    const first = site()
    await first.kit.ready
    await first.kit.connect({ connectorId })
    wallet.disconnect()
    const reloaded = site(first.storage)
    await reloaded.kit.ready
    expect(reloaded.kit.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('follows the wallet: another account, then a disconnect from the wallet side', async () => {
    const { kit } = site()
    await kit.ready
    await kit.connect({ connectorId })
    wallet.switchAccount(1)
    await expect.poll(() => kit.getState().accounts.solana?.address).toBe(rig.accounts[1]?.address)
    wallet.disconnect()
    await expect.poll(() => kit.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('disconnects through the wallet when the visitor disconnects in the kit', async () => {
    const { kit } = site()
    await kit.ready
    await kit.connect({ connectorId })
    await kit.disconnect({ namespace: 'solana' })
    expect(kit.getState().accounts.solana?.status).toBe('disconnected')
    expect(wallet.isAuthorized('http://site.test')).toBe(false)
  })
})
