import { walletConnectConnectorId } from '@latchkit/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, type EIP1193RequestFn, getAddress, numberToHex, SwitchChainError } from 'viem'
import { WalletConnectSessionEndedError } from '../errors/walletConnectErrors.js'
import {
  approvedChainIds,
  currentSession,
  sessionAddresses,
  type WalletConnectLink,
} from './walletConnectLink.js'

type RequestArguments = { method: string; params?: unknown }
/** The EIP-1193 face of the session for one chain, as wagmi and viem use it. */
export type WalletConnectEip1193Provider = { request: EIP1193RequestFn }

/** A chain id as wallets send it: a number, hex, decimal, or CAIP-2 (`eip155:1`). */
function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value
  const text = String(value)
  return Number(text.includes(':') ? text.split(':')[1] : text)
}

/**
 * A wagmi connector around the kit's WalletConnect session (`type: 'walletConnect'`, id
 * `'walletConnect'`). It never prompts: the session is approved before it connects. Wallet
 * methods the session allows go to the wallet through the universal provider for the current
 * chain; reads go to the site's own transports. Switching works between the session's chains.
 * Disconnecting drops wagmi's connection only: the kit ends the session.
 */
export function walletConnectConnector(link: WalletConnectLink) {
  return createConnector<WalletConnectEip1193Provider>((config) => {
    let chainId: number | undefined
    let isListening = false

    const session = () => currentSession(link)
    const approved = () => approvedChainIds(session())
    const currentChainId = () => chainId ?? approved()[0] ?? config.chains[0].id

    const onAccountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts)
    const onChainChanged = (next: unknown) => connector.onChainChanged(String(next))
    const onDisconnect = () => connector.onDisconnect()
    function listen(on: boolean) {
      const provider = link.provider
      if (!provider || isListening === on) return
      isListening = on
      const method = on ? provider.on.bind(provider) : provider.removeListener.bind(provider)
      method('accountsChanged', onAccountsChanged as never)
      method('chainChanged', onChainChanged as never)
      method('disconnect', onDisconnect as never)
    }

    async function request({ method, params }: RequestArguments): Promise<unknown> {
      const current = currentChainId()
      if (method === 'eth_chainId') return numberToHex(current)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return sessionAddresses(session(), current)
      const allowed = session()?.namespaces.eip155?.methods ?? []
      if (allowed.includes(method)) {
        if (!link.provider) throw new WalletConnectSessionEndedError()
        return link.provider.request({ method, params }, `eip155:${current}`)
      }
      // Reads go over the site's RPC for the chain, as for any other wallet.
      const chain = config.chains.find((candidate) => candidate.id === current)
      const transport = config.transports?.[current]
      if (!chain || !transport) throw new ChainNotConfiguredError()
      return transport({ chain, retryCount: 0 }).request({ method, params } as never)
    }
    const provider: WalletConnectEip1193Provider = { request: request as EIP1193RequestFn }

    const connector = {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'walletConnect' as const,
      async connect(parameters: { chainId?: number | undefined } = {}) {
        const chains = approved()
        const wanted = parameters.chainId
        chainId =
          wanted !== undefined && chains.includes(wanted) ? wanted : (chains[0] ?? config.chains[0].id)
        listen(true)
        const accounts = sessionAddresses(session(), chainId)
        return { accounts: accounts as never, chainId }
      },
      async disconnect() {
        listen(false)
        chainId = undefined
      },
      getAccounts: async (): Promise<readonly Address[]> => sessionAddresses(session(), currentChainId()),
      getChainId: async () => currentChainId(),
      getProvider: async () => provider,
      isAuthorized: async () => session() !== undefined,
      async switchChain({ chainId: target }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === target)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        // The session fixes the chains; another one needs a new session.
        if (!approved().includes(target))
          throw new SwitchChainError(new Error(`The wallet did not approve chain ${target} in this session.`))
        chainId = target
        config.emitter.emit('change', { chainId: target })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) return connector.onDisconnect()
        // The universal provider passes on every namespace's accountsChanged: a Solana or Polkadot
        // wallet's accounts are not this connector's.
        const evmAccounts = accounts.filter((account) => /^0x[0-9a-fA-F]{40}$/.test(account))
        if (evmAccounts.length === 0) return
        config.emitter.emit('change', { accounts: evmAccounts.map((account) => getAddress(account)) })
      },
      onChainChanged(value: string) {
        const next = parseChainId(value)
        if (!Number.isSafeInteger(next) || next === chainId) return
        chainId = next
        config.emitter.emit('change', { chainId: next })
      },
      onDisconnect() {
        listen(false)
        chainId = undefined
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
