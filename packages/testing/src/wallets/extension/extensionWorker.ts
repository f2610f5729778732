// The extension's service worker: holds the test key and answers every request with the same
// wallet core as the injected wallet (viem signs here, in the browser, and talks to anvil over
// HTTP). What the user authorized is saved in chrome.storage, so it outlives a worker restart.
import { createEvmWallet, type EvmTestWallet } from '../evm/createEvmWallet.js'
import type { EvmWalletChain } from '../evm/evmWalletContext.js'
import { toProviderRpcError } from '../evm/toProviderRpcError.js'
import {
  type ChromePort,
  chromeApi,
  type ExtensionWorkerConfig,
  portName,
  type RequestMessage,
  type WorkerMessage,
} from './extensionProtocol.js'

declare const __LATCHKIT_EXTENSION_WORKER_CONFIG__: ExtensionWorkerConfig

type SavedState = { authorizedOrigins?: string[]; chainId?: number; chains?: EvmWalletChain[] }
const storageKey = 'walletState'
const chrome = chromeApi()
const ports = new Set<ChromePort>()
const originOf = (port: ChromePort) =>
  port.sender?.origin ?? (port.sender?.url ? new URL(port.sender.url).origin : 'null')

async function startWallet(): Promise<EvmTestWallet> {
  const saved = ((await chrome.storage.local.get(storageKey))[storageKey] ?? {}) as SavedState
  const { privateKeys, chains } = __LATCHKIT_EXTENSION_WORKER_CONFIG__
  const wallet = createEvmWallet({
    privateKeys,
    chains: saved.chains ?? chains,
    chainId: saved.chainId,
    authorizedOrigins: saved.authorizedOrigins,
  })
  const save = () =>
    chrome.storage.local.set({
      [storageKey]: {
        authorizedOrigins: wallet.authorizedOrigins,
        chainId: wallet.chainId,
        chains: wallet.chains,
      },
    })
  wallet.subscribe((event) => {
    const message: WorkerMessage =
      event.type === 'chainChanged'
        ? { event: 'chainChanged', payload: event.chainId }
        : { event: event.type, payload: event.type === 'accountsChanged' ? event.accounts : event.error }
    for (const port of ports)
      if (!('origin' in event) || originOf(port) === event.origin) port.postMessage(message)
    void save()
  })
  // Lets a test reach the wallet's switches: serviceWorker.evaluate(() => latchkitTestWallet.reject('sign')).
  Object.assign(globalThis, { latchkitTestWallet: wallet })
  return wallet
}

const walletReady = startWallet()

// Registered synchronously: a listener added after an await would miss the worker's first events.
chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== portName) return
  ports.add(port)
  port.onDisconnect.addListener(() => ports.delete(port))
  port.onMessage.addListener(async (data) => {
    const { id, request } = data as RequestMessage
    const wallet = await walletReady
    let message: WorkerMessage
    try {
      message = { id, answer: { result: await wallet.request(request, originOf(port)) } }
    } catch (error) {
      message = { id, answer: { error: toProviderRpcError(error).toShape() } }
    }
    port.postMessage(message)
  })
})
