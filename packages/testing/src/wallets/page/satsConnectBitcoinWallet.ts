import type { BitcoinWalletAccountInfo } from '../bitcoin/bitcoinWalletAccounts.js'
import type { ProviderRpcErrorShape } from '../providerRpcError.js'
import { type BitcoinWalletAnswer, bitcoinWalletCaller, defineOnWindow } from './bitcoinWalletCall.js'

/** What the Node side tells the page script. */
export type SatsConnectBitcoinWalletConfig = {
  bindingName: string
  eventsKey: string
  /** The `window.btc_providers` entry; `id` is the provider's path on `window`. */
  info: { id: string; name: string; icon: string }
  /** The network's sats-connect name (`Regtest`). */
  networkName: string
}

type Listener = (payload: unknown) => void
type Params = Record<string, unknown>

// sats-connect's JSON-RPC codes for what the Node wallet answers with EIP-1193's.
const satsConnectCodes: Record<number, number> = {
  4001: -32000, // USER_REJECTION
  4100: -32002, // ACCESS_DENIED
  4200: -32601, // METHOD_NOT_FOUND
}
const toSatsError = ({ code, message }: ProviderRpcErrorShape) => ({
  code: satsConnectCodes[code] ?? code,
  message,
})

// sats-connect names the purposes `payment` and `ordinals` (and `stacks`, which this wallet lacks).
const toPurposes = (value: unknown) =>
  Array.isArray(value)
    ? value.flatMap((purpose) =>
        purpose === 'ordinals' ? ['ordinal'] : purpose === 'payment' ? ['payment'] : [],
      )
    : undefined
const toSatsAddress = ({ address, publicKey, purpose, addressType }: BitcoinWalletAccountInfo) => ({
  address,
  publicKey,
  purpose: purpose === 'ordinal' ? 'ordinals' : 'payment',
  addressType,
  walletType: 'software',
})

/**
 * Runs in the page before its scripts: lists a sats-connect provider in `window.btc_providers`
 * and puts it at `info.id`, its calls running in Node. Like Xverse's `BitcoinProvider`, `request`
 * resolves JSON-RPC objects (`{ result }` or `{ error: { code, message } }`, -32000 when the user
 * declines), and `addListener` returns a function that removes the listener.
 * @public (an esbuild entry, bundled by path)
 */
export function install(config: SatsConnectBitcoinWalletConfig): void {
  const call = bitcoinWalletCaller(config.bindingName)
  const network = { bitcoin: { name: config.networkName }, stacks: { name: config.networkName } }
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(error)
      }
    }
  }
  Object.defineProperty(window, config.eventsKey, {
    value: (accounts: BitcoinWalletAccountInfo[]) =>
      accounts.length === 0
        ? emit('disconnect', { type: 'disconnect' })
        : emit('accountChange', { type: 'accountChange', addresses: accounts.map(toSatsAddress) }),
    enumerable: false,
  })

  const connected = (answer: BitcoinWalletAnswer): BitcoinWalletAnswer => {
    if ('error' in answer) return answer
    const { accounts } = answer.result as { accounts: BitcoinWalletAccountInfo[] }
    if (accounts.length === 0) return { error: { code: 4100, message: 'Access denied' } }
    return {
      result: { id: config.info.id, addresses: accounts.map(toSatsAddress), walletType: 'software', network },
    }
  }
  const methods: Record<string, (params: Params) => Promise<BitcoinWalletAnswer>> = {
    wallet_connect: async ({ addresses }) =>
      connected(await call('connect', { purposes: toPurposes(addresses ?? ['payment', 'ordinals']) })),
    getAddresses: async ({ purposes }) =>
      connected(await call('connect', { purposes: toPurposes(purposes) })),
    wallet_getAccount: async () => connected(await call('connect', { silent: true })),
    wallet_getNetwork: async () => ({ result: network }),
    wallet_changeNetwork: async ({ name }) => {
      const answer = await call('switchNetwork', { name })
      return 'error' in answer ? answer : { result: null }
    },
    wallet_disconnect: async () => call('disconnect'),
    wallet_renouncePermissions: async () => call('disconnect'),
    signMessage: async ({ address, message, protocol = 'BIP322' }) => {
      if (protocol !== 'ECDSA' && protocol !== 'BIP322')
        return { error: { code: -32602, message: `Unknown protocol ${String(protocol)}.` } }
      const answer = await call('signMessage', {
        address,
        message,
        protocol: protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
      })
      return 'error' in answer ? answer : { result: { ...(answer.result as object), protocol } }
    },
    // Inputs are finalized only for a broadcast: otherwise the site gets them signed, to finalize.
    signPsbt: async ({ psbt, signInputs, broadcast }) =>
      call('signPsbt', { psbt, signInputs, finalize: broadcast === true, broadcast: broadcast === true }),
    getInfo: async () => ({ result: { version: '1.0.0', methods: Object.keys(methods), supports: [] } }),
  }

  let nextId = 0
  const provider = {
    async request(method: string, params?: unknown) {
      const id = `${++nextId}`
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
      const answer = handler
        ? await handler(typeof params === 'object' && params !== null ? (params as Params) : {})
        : { error: { code: 4200, message: `Method not found: ${method}` } }
      return 'error' in answer
        ? { jsonrpc: '2.0', id, error: toSatsError(answer.error) }
        : { jsonrpc: '2.0', id, result: answer.result }
    },
    addListener(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => void set.delete(listener)
    },
  }
  defineOnWindow(config.info.id.split('.'), provider)
  const page = window as unknown as { btc_providers?: unknown[] }
  page.btc_providers = [...(Array.isArray(page.btc_providers) ? page.btc_providers : []), config.info]
}
