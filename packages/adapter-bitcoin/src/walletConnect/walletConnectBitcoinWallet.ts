import {
  createWalletConnectRequest,
  WalletConnectAccountNotFoundError,
  type WalletConnectProvider,
  type WalletConnectSession,
  walletConnectConnectorId,
} from '@latchkit/core'
import { BitcoinNetworkUnsupportedError, BitcoinWalletResponseError } from '../errors/walletErrors.js'
import type { BitcoinAccount, BitcoinWallet, BitcoinWalletEvent } from '../wallets/bitcoinWallet.js'
import {
  isAddressText,
  readAccountAddresses,
  readMessageSignature,
  readSignedPsbt,
} from './readWalletConnectAnswers.js'

/** The session event a wallet sends when its addresses change. */
export const addressesChangedEvent = 'bip122_addressesChanged'

/**
 * How long connecting waits for `getAccountAddresses` before it takes the session's accounts: a
 * phone that sleeps while the page restores the session must not hold the kit's start.
 */
const accountAddressesWaitMs = 5000

/** `promise`'s value, or `undefined` once `ms` passed first. */
function within<value>(promise: Promise<value>, ms: number): Promise<value | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const sameAccounts = (a: readonly BitcoinAccount[], b: readonly BitcoinAccount[]) =>
  a.length === b.length &&
  a.every(({ address, purpose, publicKey }, index) => {
    const other = b[index]
    return other?.address === address && other.purpose === purpose && other.publicKey === publicKey
  })

/**
 * The `bip122` part of a WalletConnect session as the adapter's {@link BitcoinWallet}, with the
 * WalletConnect Bitcoin methods: `getAccountAddresses` for the payment and ordinal accounts with
 * their public keys (when the session approved it; else the session's CAIP-10 accounts, as
 * payment accounts), `signMessage` (ECDSA or BIP-322), `signPsbt`. Requests go to the wallet for
 * the connection's chain; switching moves among the chains the session approved. The kit owns the
 * session: `disconnect` leaves it to the kit.
 */
export function fromWalletConnect(parameters: {
  provider: WalletConnectProvider
  /** The session as the kit read it (`readWalletConnectSession`). */
  session: WalletConnectSession
  /** The `bip122` chains (CAIP-2) the session approved. */
  chains: readonly string[]
  /** @default 5000 */
  accountAddressesWaitMs?: number | undefined
}): BitcoinWallet {
  const { provider, session, chains } = parameters
  const name = session.peer.metadata.name
  const part = session.namespaces.bip122 ?? { accounts: [], methods: [], events: [] }
  const request = createWalletConnectRequest({
    provider,
    wallet: name,
    methods: part.methods,
    toResponseError: (failure) => new BitcoinWalletResponseError({ wallet: name, ...failure }),
  })
  const listeners = new Set<(event: BitcoinWalletEvent) => void>()
  let chain = chains[0] ?? ''
  let accounts: BitcoinAccount[] = []

  /** The session's addresses on `target`, its "connected account" (the wallet's first) first. */
  const sessionAddresses = (target: string) => [
    ...new Set(
      part.accounts
        .filter((account) => account.startsWith(`${target}:`))
        .map((account) => account.split(':')[2])
        .filter(isAddressText),
    ),
  ]
  const connectedAccount = (target: string) => {
    const [account] = sessionAddresses(target)
    if (!account)
      throw new WalletConnectAccountNotFoundError({
        family: 'Bitcoin',
        caipNetworkId: target,
        docsPath: '/adapters/bitcoin',
      })
    return account
  }
  const announce = (changed: BitcoinAccount[]) => {
    if (sameAccounts(changed, accounts)) return
    accounts = changed
    for (const listener of listeners) listener({ type: 'accountsChanged', accounts: changed })
  }

  /** The accounts on `target`: the wallet's answer to getAccountAddresses, else the session's. */
  async function readAccounts(target: string): Promise<BitcoinAccount[]> {
    const account = connectedAccount(target)
    const fromSession = sessionAddresses(target).map(
      (address): BitcoinAccount => ({ address, purpose: 'payment', publicKey: '' }),
    )
    if (!part.methods.includes('getAccountAddresses')) return fromSession
    const asked = request(
      'getAccountAddresses',
      { account, intentions: ['payment', 'ordinal'] },
      target,
    ).then((answer) => readAccountAddresses(name, answer))
    const answered = await within(asked, parameters.accountAddressesWaitMs ?? accountAddressesWaitMs)
    if (answered) return answered
    // No answer yet: the session's accounts for now, the wallet's once it answers.
    void asked.then(
      (late) => chain === target && announce(late),
      () => undefined,
    )
    return fromSession
  }

  const wallet: BitcoinWallet = {
    id: walletConnectConnectorId,
    name,
    icon: session.peer.metadata.icons?.[0],
    api: 'walletConnect',
    provider,
    async connect(network) {
      accounts = await readAccounts(network.caipNetworkId)
      chain = network.caipNetworkId
      return accounts
    },
    getAccounts: async () => accounts,
    async signMessage({ address, message, protocol }) {
      const params = { account: connectedAccount(chain), address, message, protocol }
      return readMessageSignature(name, await request('signMessage', params, chain))
    },
    async signPsbt({ psbt, signInputs, broadcast, network }) {
      const target = network.caipNetworkId
      const params = {
        account: connectedAccount(target),
        psbt,
        signInputs: Object.entries(signInputs).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ address, index })),
        ),
        broadcast,
      }
      return readSignedPsbt(name, await request('signPsbt', params, target), broadcast)
    },
    async switchNetwork(network) {
      if (!chains.includes(network.caipNetworkId))
        throw new BitcoinNetworkUnsupportedError({ wallet: name, network: network.name })
      const changed = await readAccounts(network.caipNetworkId)
      chain = network.caipNetworkId
      announce(changed)
    },
    subscribe(listener) {
      // A wallet's event is read like its answers; one that cannot be read changes nothing.
      const onAddresses = (data: unknown) => {
        let changed: BitcoinAccount[]
        try {
          changed = readAccountAddresses(name, data)
        } catch {
          return
        }
        announce(changed)
      }
      listeners.add(listener)
      provider.on(addressesChangedEvent, onAddresses)
      return () => {
        listeners.delete(listener)
        provider.removeListener(addressesChangedEvent, onAddresses)
      }
    },
    // The kit ends the session, once, for every namespace it covers.
    disconnect: async () => undefined,
  }
  return wallet
}
