import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { testNetworks } from '../../../testing/src/test-adapter/testNetworks.js'
import { closeSignClient } from '../../../testing/src/walletconnect/closeSignClient.js'
import type { WalletConnectWallet } from '../../../testing/src/walletconnect/startWalletConnectWallet.js'
import type { AdapterConnection, ChainAdapter } from '../contracts/chainAdapter.js'
import { createChainAdapter } from '../contracts/chainAdapter.js'
import type { Storage } from '../contracts/storage.js'
import { ChainAdapterNotFoundError } from '../errors/connection.js'
import { createLatchKit } from '../kit/createLatchKit.js'
import type { LatchKit } from '../kit/latchKit.js'
import type { CreateLatchKitParameters } from '../kit/options.js'
import { createMemoryStorage } from '../storage/memoryStorage.js'
import type { WalletConnectStorage } from './walletConnectOptions.js'
import type { WalletConnectProvider, WalletConnectSession } from './walletConnectSession.js'

/** A key-value store in memory, standing in for the browser's IndexedDB between two page loads. */
export function createMemoryKeyValueStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <value>() => [...entries.entries()] as [string, value][],
    getItem: async <value>(key: string) => entries.get(key) as value | undefined,
    setItem: async (key, value) => void entries.set(key, structuredClone(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}

/**
 * An EVM namespace whose only wallet is the WalletConnect session: it reads the session's accounts
 * and remembers the provider, as a real adapter does, and records what the kit asked of it.
 */
export function createSessionAdapter(): ChainAdapter & { calls: string[]; provider?: WalletConnectProvider } {
  const calls: string[] = []
  let connection: AdapterConnection | undefined
  const holder: { provider?: WalletConnectProvider } = {}
  const adapter = createChainAdapter(({ emitter }) => ({
    namespace: 'eip155' as const,
    networks: [testNetworks.ethereum, testNetworks.optimism],
    getConnectors: () => [],
    // Only WalletConnect here: no other connector of the namespace connects through this adapter.
    connect: async ({ connectorId }) => {
      throw new ChainAdapterNotFoundError({ namespace: 'eip155', connectorId })
    },
    reconnect: async () => connection ?? null,
    disconnect: async ({ connectorId }) => {
      calls.push(`disconnect:${connectorId}`)
      connection = undefined
      emitter.emit('disconnect', { connectorId })
    },
    switchNetwork: async () => undefined,
    getAccounts: async () => connection?.accounts ?? [],
    getBalance: async ({ network }) => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    signMessage: async () => '0x',
    getProvider: () => holder.provider,
    walletConnect: {
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      async connect({
        provider,
        session,
      }: {
        provider: WalletConnectProvider
        session: WalletConnectSession
      }) {
        calls.push(`walletConnect.connect:${session.topic}`)
        holder.provider = provider
        const [account = ''] = session.namespaces.eip155?.accounts ?? []
        const [namespace, reference, address = ''] = account.split(':')
        connection = {
          connectorId: 'walletConnect',
          accounts: [{ address, type: 'eoa' }],
          caipNetworkId: `${namespace}:${reference}` as AdapterConnection['caipNetworkId'],
        }
        return connection
      },
    },
  }))
  return Object.assign(adapter, {
    calls,
    get provider() {
      return holder.provider
    },
  })
}

export type WalletConnectTestPage = {
  kit: LatchKit
  adapter: ReturnType<typeof createSessionAdapter>
  /** Closes the page's relay socket, as leaving the page does. */
  close(): Promise<void>
}

/** What survives a reload: the kit's storage and WalletConnect's. */
export function createBrowserStorage() {
  return {
    kit: createMemoryStorage() as Storage,
    walletConnect: createMemoryKeyValueStorage(),
    prefix: `latchkit-test-${randomUUID()}`,
  }
}

/** Loads a page with a kit on the rig relay. */
export function loadWalletConnectPage(
  relayUrl: string,
  storage: ReturnType<typeof createBrowserStorage>,
  options: Partial<CreateLatchKitParameters> = {},
): WalletConnectTestPage {
  const adapter = createSessionAdapter()
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum, testNetworks.optimism],
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: 'http://127.0.0.1', icons: [] },
    storage: storage.kit,
    logger: { warn: () => undefined, error: () => undefined },
    walletConnect: { relayUrl, storagePrefix: storage.prefix, storage: storage.walletConnect },
    ...options,
  })
  return {
    kit,
    adapter,
    async close() {
      kit.destroy()
      const provider = await kit._internal.walletConnect?.getProvider()?.catch(() => undefined)
      if (provider?.client) await closeSignClient(provider.client)
    },
  }
}

/** The pairing URI once the ConnectingWalletConnect view has one to show. */
export async function shownUri(page: WalletConnectTestPage, other?: string): Promise<string> {
  // Between an expired code and its replacement the URI is briefly unset: wait for a new `wc:` one.
  const fresh = () => {
    const uri = page.kit.getState().walletConnect.uri
    return uri?.startsWith('wc:') && uri !== other ? uri : undefined
  }
  let shown: string | undefined
  // A fresh pairing needs the relay round-trips again: slow on a loaded 2-core machine.
  await expect.poll(() => (shown = fresh()), { timeout: 20_000 }).toMatch(/^wc:/)
  return shown as string
}

/** Connects the page's kit through WalletConnect, the rig wallet pairing with the URI it shows. */
export async function connectWithWallet(page: WalletConnectTestPage, wallet: WalletConnectWallet) {
  const connecting = page.kit.connect({ connectorId: 'walletConnect' })
  await wallet.pair(await shownUri(page))
  await connecting
}
