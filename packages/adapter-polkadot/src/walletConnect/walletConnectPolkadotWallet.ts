import {
  announcedChain,
  createWalletConnectRequest,
  WalletConnectAccountNotFoundError,
  type WalletConnectProvider,
  type WalletConnectSession,
  type WalletConnectSessionEvent,
  type WalletConnectSessionUpdate,
  walletConnectConnectorId,
} from '@latchkit/core'
import type { Signer } from '@polkadot/api/types'
import { PolkadotNetworkUnsupportedError, PolkadotWalletResponseError } from '../errors/walletErrors.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import type { PolkadotWallet, PolkadotWalletAccount } from '../wallets/polkadotWallet.js'
import { readSignature } from '../wallets/readSignature.js'
import { readWalletAccount } from '../wallets/readWalletAccounts.js'
import { isWalletRejection } from '../wallets/walletRejection.js'

/** The CAIP-2 chain of a genesis hash: `polkadot:` and its first 32 hex characters. */
const chainOfGenesis = (genesisHash: string) => `polkadot:${genesisHash.slice(2, 34).toLowerCase()}`

/**
 * The session's accounts on `chain`: its CAIP-10 ids `polkadot:<reference>:<SS58 address>`, read
 * as untrusted (an unreadable address is left out; the key type is not in a session).
 */
export function sessionAccounts(accounts: readonly string[], chain: string): PolkadotWalletAccount[] {
  const read = new Map<string, PolkadotWalletAccount>()
  for (const account of accounts) {
    if (!account.startsWith(`${chain}:`)) continue
    const found = readWalletAccount(account.slice(chain.length + 1))
    if (found && !read.has(found.accountId)) read.set(found.accountId, found)
  }
  return [...read.values()]
}

/**
 * The `polkadot` part of a WalletConnect session as the adapter's {@link PolkadotWallet}: its
 * accounts are the session's on the connection's chain; `polkadot_signMessage` signs messages
 * (`{ address, message }`, the message as hex of its bytes) and `polkadot_signTransaction` signs
 * the transaction payloads @polkadot/api builds (`{ address, transactionPayload }`, the
 * `SignerPayloadJSON`); the wallet's signature is added to the extrinsic, which the adapter submits.
 * The kit owns the session: `disconnect` leaves it to the kit.
 */
export function fromWalletConnect(parameters: {
  provider: WalletConnectProvider
  session: WalletConnectSession
  /** The `polkadot` chains (CAIP-2) the session approved. */
  chains: readonly string[]
  /**
   * Told of another approved chain the wallet moved to (its `chainChanged` event), CAIP-2, when the
   * session has accounts there.
   */
  onChainChanged: (chain: string) => void
}): PolkadotWallet {
  const { provider, session, chains } = parameters
  const name = session.peer.metadata.name
  const part = session.namespaces.polkadot ?? { accounts: [], methods: [], events: [] }
  // The session's accounts: replaced when the wallet updates the session.
  let sessionAccountIds: readonly string[] = part.accounts
  // The chain the kit connected the accounts on (`accountsOn`).
  let connectedChain = chains[0] ?? ''
  const request = createWalletConnectRequest({
    provider,
    wallet: name,
    methods: part.methods,
    toResponseError: (failure) => new PolkadotWalletResponseError({ wallet: name, ...failure }),
    isRejection: isWalletRejection,
  })
  let requestId = 0

  const accountsOn = (network: PolkadotNetwork) => {
    if (!chains.includes(network.caipNetworkId))
      throw new PolkadotNetworkUnsupportedError({
        wallet: name,
        network: network.name,
        reason: 'The WalletConnect session did not approve it.',
      })
    connectedChain = network.caipNetworkId
    const accounts = sessionAccounts(sessionAccountIds, network.caipNetworkId)
    if (accounts.length === 0)
      throw new WalletConnectAccountNotFoundError({
        family: 'Polkadot',
        caipNetworkId: network.caipNetworkId,
        docsPath: '/adapters/polkadot',
      })
    return accounts
  }

  return {
    id: walletConnectConnectorId,
    name,
    icon: session.peer.metadata.icons?.[0],
    api: 'walletConnect',
    provider,
    // The kit connects the session's accounts through `accountsOn`, for the network it chose.
    connect: async () => [],
    getAccounts: async () => [],
    accountsOn,
    async signRaw({ address, data, network }) {
      const answer = await request('polkadot_signMessage', { address, message: data }, network.caipNetworkId)
      return readSignature(name, answer)
    },
    signer(): Signer {
      return {
        signPayload: async (payload) => {
          const answer = await request(
            'polkadot_signTransaction',
            { address: payload.address, transactionPayload: payload },
            chainOfGenesis(payload.genesisHash),
          )
          requestId += 1
          return { id: requestId, signature: readSignature(name, answer) }
        },
      }
    },
    // The wallet changes accounts by updating the session's namespaces (session_update) or by
    // announcing them (session_event accountsChanged on a polkadot chain). The connection follows
    // the wallet through this subscription alone (it lasts as long as the connection), so the
    // wallet's move to another approved chain (session_event chainChanged) is followed here too.
    subscribe(listener) {
      const onUpdate = (update: WalletConnectSessionUpdate) => {
        const polkadot = update?.params?.namespaces?.polkadot
        if (!polkadot) return
        sessionAccountIds = polkadot.accounts ?? []
        listener({ type: 'accountsChanged', accounts: sessionAccounts(sessionAccountIds, connectedChain) })
      }
      const onEvent = (event: WalletConnectSessionEvent) => {
        const moved = announcedChain(event, 'polkadot')
        if (
          moved &&
          moved !== connectedChain &&
          chains.includes(moved) &&
          sessionAccounts(sessionAccountIds, moved).length > 0
        )
          parameters.onChainChanged(moved)
        const { event: announced, chainId } = event?.params ?? {}
        if (announced?.name !== 'accountsChanged' || !chainId?.startsWith('polkadot:')) return
        if (!Array.isArray(announced.data)) return
        // Bare SS58 addresses or CAIP-10 ids; read as untrusted either way.
        const ids = announced.data.flatMap((entry) =>
          typeof entry !== 'string' ? [] : entry.includes(':') ? [entry] : [`${connectedChain}:${entry}`],
        )
        listener({ type: 'accountsChanged', accounts: sessionAccounts(ids, connectedChain) })
      }
      provider.on('session_update', onUpdate as never)
      provider.on('session_event', onEvent as never)
      return () => {
        provider.removeListener('session_update', onUpdate as never)
        provider.removeListener('session_event', onEvent as never)
      }
    },
    disconnect: async () => undefined,
  }
}
