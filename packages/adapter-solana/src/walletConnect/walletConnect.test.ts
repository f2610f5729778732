import { createPublicKey, randomUUID, verify } from 'node:crypto'
import { createLatchKit, createMemoryStorage, type LatchKit } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { type SolanaNetwork, solanaDevnet } from '../networks/solanaNetworks.js'
import { rigNetwork } from '../test-utils/solanaTestSetup.js'

const connectorId = 'walletConnect'

let rig: SolanaRig
let relay: Relay
let wallet: WalletConnectWallet | undefined
const kits: LatchKit[] = []

beforeAll(async () => {
  ;[rig, relay] = await Promise.all([startSolana({ slotIntervalMs: 100 }), startRelay()])
})
afterEach(async () => {
  for (const kit of kits.splice(0)) {
    kit.destroy()
    const provider = await kit.getUniversalProvider()
    if (provider?.client) await closeSignClient(provider.client)
  }
  await wallet?.stop()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), rig?.stop()])
})

/**
 * A site with the Solana adapter on `networks` (the rig's cluster) and WalletConnect on the rig
 * relay, paired with the rig wallet, which approves the clusters it is given (else all the site asks for).
 */
async function connectSite(
  options: { networks?: [SolanaNetwork, ...SolanaNetwork[]]; walletChains?: string[] } = {},
) {
  const keypair = rig.accounts[1]?.keypair
  if (!keypair) throw new Error('The rig has accounts.')
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    solana: { keypair, rpcUrl: rig.rpcUrl, chains: options.walletChains },
  })
  const adapter = new SolanaAdapter({
    networks: options.networks ?? [rigNetwork(rig)],
    walletStandard: false,
  })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined, error: () => undefined },
    walletConnect: { relayUrl: relay.url, storagePrefix: `latchkit-solana-test-${randomUUID()}` },
  })
  kits.push(kit)
  await kit.ready
  const connecting = kit.connect({ connectorId })
  await expect.poll(() => kit.getState().walletConnect.uri, { timeout: 10_000 }).toMatch(/^wc:/)
  await wallet.pair(kit.getState().walletConnect.uri as string)
  await connecting
  return { kit, adapter, address: keypair.publicKey.toBase58() }
}

describe('WalletConnect with the Solana adapter', () => {
  it('connects the solana namespace of the session, signs a message (ed25519) and sends SOL', async () => {
    const { kit, adapter, address } = await connectSite()
    expect(kit.getState().accounts.solana).toMatchObject({ status: 'connected', address })
    expect(kit.getState().network.byNamespace.solana?.approvedCaipNetworkIds).toEqual([rig.caipNetworkId])
    expect(await adapter.getAccounts({ connectorId })).toEqual([{ address, type: 'eoa' }])

    const signature = await adapter.signMessageBytes({ connectorId, message: 'Hello over WalletConnect' })
    const key = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(new PublicKey(address).toBytes()).toString('base64url'),
      },
      format: 'jwk',
    })
    expect(verify(null, Buffer.from('Hello over WalletConnect'), key, signature)).toBe(true)

    const connection = new Connection(rig.rpcUrl, 'confirmed')
    const receiver = rig.accounts[3]?.publicKey ?? PublicKey.default
    const before = await connection.getBalance(receiver)
    await adapter.sendSol({ connectorId, receiverAddress: receiver.toBase58(), amount: '0.75' })
    expect((await connection.getBalance(receiver)) - before).toBe(750_000_000)
    expect(wallet?.requests.map((request) => request.method)).toEqual([
      'solana_signMessage',
      'solana_signAndSendTransaction',
    ])

    const signed = await adapter.signTransaction({
      connectorId,
      transaction: new Transaction().add(
        SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: receiver, lamports: 1 }),
      ),
    })
    expect(signed.verifySignatures()).toBe(true)
  })

  it('turns a rejection in the wallet into UserRejectedRequestError', async () => {
    const { adapter } = await connectSite()
    if (!wallet) throw new Error('The wallet started.')
    wallet.behaviour.rejectRequests = true
    await expect(adapter.signMessage({ connectorId, message: 'no' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  it('follows the accounts the wallet changes to: a session update, then an accountsChanged event', async () => {
    const { kit, address } = await connectSite()
    if (!wallet) throw new Error('The wallet started.')
    const other = rig.accounts[2]?.publicKey.toBase58() ?? ''
    const session = wallet.sessions.at(-1)
    const solana = session?.namespaces.solana
    if (!session || !solana) throw new Error('The wallet holds a solana session.')

    // The wallet adds another account in front (as when the visitor picks it in the wallet).
    await wallet.client.update({
      topic: session.topic,
      namespaces: {
        ...session.namespaces,
        solana: { ...solana, accounts: [`${rig.caipNetworkId}:${other}`, ...solana.accounts] },
      },
    })
    await expect.poll(() => kit.getState().accounts.solana?.address, { timeout: 10_000 }).toBe(other)

    // Then announces the first one again.
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [address] },
      chainId: rig.caipNetworkId,
    })
    await expect.poll(() => kit.getState().accounts.solana?.address, { timeout: 10_000 }).toBe(address)
    expect(kit.getState().accounts.solana?.status).toBe('connected')
  })

  it('follows the cluster the wallet moves to (chainChanged), and acts on it', async () => {
    const { kit, adapter, address } = await connectSite({ networks: [rigNetwork(rig), solanaDevnet] })
    if (!wallet) throw new Error('The wallet started.')
    const session = wallet.sessions.at(-1)
    if (!session) throw new Error('The wallet holds a session.')
    expect(session.namespaces.solana?.chains).toEqual([rig.caipNetworkId, solanaDevnet.caipNetworkId])
    expect(session.namespaces.solana?.events).toContain('chainChanged')
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe(rig.caipNetworkId)
    const changes: unknown[] = []
    adapter.emitter.on('chainChanged', (change) => changes.push(change))

    // The visitor picks devnet in the phone wallet, which names it by its CAIP-2 id.
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: solanaDevnet.caipNetworkId },
      chainId: solanaDevnet.caipNetworkId,
    })
    await expect
      .poll(() => kit.getState().network.activeCaipNetwork?.caipNetworkId, { timeout: 10_000 })
      .toBe(solanaDevnet.caipNetworkId)
    expect(kit.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${solanaDevnet.caipNetworkId}:${address}`,
    })
    expect(changes).toEqual([{ connectorId, caipNetworkId: solanaDevnet.caipNetworkId }])

    // Then back to the rig's cluster, named by its bare reference on the chain it leaves.
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: rig.caipNetworkId.slice('solana:'.length) },
      chainId: solanaDevnet.caipNetworkId,
    })
    await expect
      .poll(() => kit.getState().network.activeCaipNetwork?.caipNetworkId, { timeout: 10_000 })
      .toBe(rig.caipNetworkId)
    expect(changes).toEqual([
      { connectorId, caipNetworkId: solanaDevnet.caipNetworkId },
      { connectorId, caipNetworkId: rig.caipNetworkId },
    ])

    // A send now asks the wallet on that cluster and lands there.
    const connection = new Connection(rig.rpcUrl, 'confirmed')
    const receiver = rig.accounts[3]?.publicKey
    if (!receiver) throw new Error('The rig has four accounts.')
    const before = await connection.getBalance(receiver)
    await adapter.sendSol({ connectorId, receiverAddress: receiver.toBase58(), amount: '0.5' })
    expect((await connection.getBalance(receiver)) - before).toBe(500_000_000)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signAndSendTransaction',
      chainId: rig.caipNetworkId,
      outcome: 'answered',
    })
  })

  it('ignores a move to a cluster the session did not approve, the site did not configure, or no cluster', async () => {
    // The site configures devnet too; the wallet approves the rig's cluster only.
    const { kit, adapter } = await connectSite({
      networks: [rigNetwork(rig), solanaDevnet],
      walletChains: [rig.caipNetworkId],
    })
    if (!wallet) throw new Error('The wallet started.')
    const session = wallet.sessions.at(-1)
    if (!session) throw new Error('The wallet holds a session.')
    expect(session.namespaces.solana?.chains).toEqual([rig.caipNetworkId])
    const changes: unknown[] = []
    adapter.emitter.on('chainChanged', (change) => changes.push(change))

    for (const data of [
      solanaDevnet.caipNetworkId,
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'eip155:1',
      1,
      'not a chain: at all',
      { chainId: solanaDevnet.caipNetworkId },
    ])
      await wallet.client.emit({
        topic: session.topic,
        event: { name: 'chainChanged', data },
        chainId: rig.caipNetworkId,
      })
    // An account change sent after them: once the site shows it, the moves above were read.
    const other = rig.accounts[2]?.publicKey.toBase58() ?? ''
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [other] },
      chainId: rig.caipNetworkId,
    })
    await expect.poll(() => kit.getState().accounts.solana?.address, { timeout: 10_000 }).toBe(other)
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe(rig.caipNetworkId)
    expect(kit.getState().accounts.solana).toMatchObject({
      status: 'connected',
      caipAddress: `${rig.caipNetworkId}:${other}`,
    })
    expect(changes).toEqual([])
    expect(wallet.errors).toEqual([])
  })

  it('ends with the session when the visitor disconnects', async () => {
    const { kit } = await connectSite()
    await kit.disconnect()
    expect(kit.getState().accounts.solana?.status).toBe('disconnected')
  })
})
