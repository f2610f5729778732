import { randomUUID } from 'node:crypto'
import { createLatchKit, createMemoryStorage, type LatchKit, type Logger } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { getConnection, signMessage as wagmiSignMessage } from '@wagmi/core'
import { type Address, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'
import { createRigClient } from '../test-utils/rigClient.js'

const quietLogger: Logger = { warn: () => undefined, error: () => undefined }
const connectorId = 'walletConnect'

let rig: EvmRig
let relay: Relay
let wallet: WalletConnectWallet
const sites: { kit: LatchKit; adapter: EvmAdapter }[] = []

beforeAll(async () => {
  ;[rig, relay] = await Promise.all([startEvm({ accountCount: 3 }), startRelay()])
})
afterEach(async () => {
  for (const { kit, adapter } of sites.splice(0)) {
    kit.destroy()
    adapter.destroy()
    const provider = await kit.getUniversalProvider()
    if (provider?.client) await closeSignClient(provider.client)
  }
  await wallet?.stop()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), rig?.stop()])
})

/** A site with the EVM adapter and WalletConnect on the rig relay, and the rig wallet on both chains. */
async function connectSite() {
  const [chainA, chainB] = rig.chains
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    evm: {
      chainIds: [chainA.chainId, chainB.chainId],
      privateKey: rig.accounts[1]?.privateKey,
      rpcUrl: chainA.rpcUrl,
    },
  })
  const adapter = createRigAdapter(rig)
  const kit = createLatchKit({
    adapters: [adapter],
    networks: adapter.networks,
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    logger: quietLogger,
    walletConnect: { relayUrl: relay.url, storagePrefix: `latchkit-evm-test-${randomUUID()}` },
  })
  sites.push({ kit, adapter })
  await kit.ready
  const connecting = kit.connect({ connectorId })
  await expect.poll(() => kit.getState().walletConnect.uri, { timeout: 10_000 }).toMatch(/^wc:/)
  await wallet.pair(kit.getState().walletConnect.uri as string)
  await connecting
  return { kit, adapter, address: wallet.evmAddress as Address }
}

describe('WalletConnect with the EVM adapter', () => {
  it('connects through the kit, and wagmi sees the same connection', async () => {
    const { kit, adapter, address } = await connectSite()
    expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', address })
    expect(kit.getState().network.byNamespace.eip155?.approvedCaipNetworkIds).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    const wagmi = getConnection(adapter.wagmiConfig)
    expect({
      status: wagmi.status,
      address: wagmi.address,
      chainId: wagmi.chainId,
      type: wagmi.connector?.type,
    }).toEqual({
      status: 'connected',
      address,
      chainId: 31337,
      type: 'walletConnect',
    })
    expect(await adapter.getAccounts({ connectorId })).toEqual([{ address, type: 'eoa' }])
  })

  it('signs a message in the wallet (personal_sign), verified with viem', async () => {
    const { adapter, address } = await connectSite()
    const signature = await adapter.signMessage({ connectorId, address, message: 'Hello from LatchKit' })
    expect(await verifyMessage({ address, message: 'Hello from LatchKit', signature })).toBe(true)
    // The site's own wagmi actions go through the same session.
    const viaWagmi = await wagmiSignMessage(adapter.wagmiConfig, { message: 'wagmi too' })
    expect(await verifyMessage({ address, message: 'wagmi too', signature: viaWagmi })).toBe(true)
    expect(wallet.requests.map(({ method, chainId }) => ({ method, chainId }))).toEqual([
      { method: 'personal_sign', chainId: 'eip155:31337' },
      { method: 'personal_sign', chainId: 'eip155:31337' },
    ])
  })

  it("turns a request the wallet rejects into the core's rejection error, and the session stays usable", async () => {
    const { kit, adapter, address } = await connectSite()
    wallet.behaviour.rejectRequests = true
    const error = await adapter.signMessage({ connectorId, address, message: 'no' }).catch((caught) => caught)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request',
    })
    expect(kit.getState().accounts.eip155?.status).toBe('connected')

    wallet.behaviour.rejectRequests = false
    const signature = await adapter.signMessage({ connectorId, address, message: 'yes' })
    expect(await verifyMessage({ address, message: 'yes', signature })).toBe(true)
  })

  it("switches between the session's chains, and sends through the wallet", async () => {
    const { kit, adapter, address } = await connectSite()
    const [, chainB] = adapter.networks
    await kit.switchNetwork('eip155:31338')
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(chainB?.caipNetworkId).toBe('eip155:31338')
    await kit.switchNetwork('eip155:31337')

    const recipient = rig.accounts[2]?.address as Address
    const { client } = createRigClient(rig)
    const before = await client.getBalance({ address: recipient })
    const hash = await adapter.sendTransaction({ connectorId, to: recipient, value: parseEther('1') })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1'))
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'eth_sendTransaction', outcome: 'answered' })
    expect(address).toBe(wallet.evmAddress)
  })

  it('follows the network and accounts the wallet changes to (session events)', async () => {
    const { kit, adapter } = await connectSite()
    const topic = wallet.sessions[0]?.topic as string
    await wallet.client.emit({ topic, event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
    await expect.poll(() => getConnection(adapter.wagmiConfig).chainId, { timeout: 10_000 }).toBe(31338)
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')

    const other = rig.accounts[2]?.address as Address
    await wallet.client.emit({
      topic,
      event: { name: 'accountsChanged', data: [`eip155:31338:${other}`] },
      chainId: 'eip155:31338',
    })
    await expect.poll(() => kit.getState().accounts.eip155?.address, { timeout: 10_000 }).toBe(other)
    expect(getConnection(adapter.wagmiConfig).address).toBe(other)
  })

  it('disconnecting ends the session in the wallet and clears wagmi', async () => {
    const { kit, adapter } = await connectSite()
    await kit.disconnect()
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
    await expect.poll(() => wallet.sessions.length, { timeout: 10_000 }).toBe(0)
  })

  it('follows a disconnect made in the wallet', async () => {
    const { kit, adapter } = await connectSite()
    const [session] = wallet.sessions
    await wallet.client.disconnect({
      topic: session?.topic as string,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => kit.getState().accounts.eip155?.status, { timeout: 10_000 }).toBe('disconnected')
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })
})
