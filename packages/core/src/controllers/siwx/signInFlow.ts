import type { CaipNetworkId } from '../../caip/caip.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { Logger } from '../../contracts/logger.js'
import type { SiwxConfig, SiwxUnsignedMessage } from '../../contracts/siwx.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionController } from '../connection/connectionController.js'
import type { Modal } from '../modal/modal.js'
import type { NetworkController } from '../network/networkController.js'
import type { NetworkState } from '../network/networkState.js'
import type { Notices } from '../notices/notices.js'
import type { ModalState } from '../router/modalState.js'
import { checkSignInSignature } from './checkSignInSignature.js'
import {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  SignMessageError,
  SiwxNotEnabledError,
} from './errors.js'

export type SignInFlow = ReturnType<typeof createSignInFlow>

type ActiveAccount = { namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId }

/**
 * Sign in with X after connecting (spec section 4): a visitor with no session for the active
 * network and address is shown SIWXSignMessage; signing saves the session and closes the modal;
 * cancelling closes it, or, when sign-in is required, switches back to the last signed-in
 * network or disconnects.
 */
export function createSignInFlow(parameters: {
  siwx: SiwxConfig | undefined
  state: { accounts: AccountsState; network: NetworkState; modal: ModalState }
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  modal: Modal
  network: Pick<NetworkController, 'switchNetwork'>
  connection: Pick<ConnectionController, 'getConnectorId' | 'disconnect'>
  notices: Notices
  logger: Logger
  /** The site's name and icons, shown on the sign-in view. */
  metadata?: { name: string; icons: readonly string[] } | undefined
}) {
  const { siwx, state, adapters, modal, notices, logger } = parameters
  /** Per namespace, the last network the visitor had a session on (where cancelling returns). */
  const lastSignedIn = new Map<ChainNamespace, CaipNetworkId>()
  let checks = 0

  function activeAccount(): ActiveAccount | undefined {
    const namespace = state.network.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const caipNetworkId = namespace
      ? state.network.byNamespace[namespace]?.caipNetwork?.caipNetworkId
      : undefined
    if (!namespace || !account?.address || account.status !== 'connected' || !caipNetworkId) return undefined
    return { namespace, address: account.address, caipNetworkId }
  }

  /** The message for `account`, or `undefined` (logged) when the site could not prepare one. */
  async function prepare(config: SiwxConfig, account: ActiveAccount) {
    try {
      return await config.createMessage({ accountAddress: account.address, chainId: account.caipNetworkId })
    } catch (error) {
      logger.error(String(error))
      return undefined
    }
  }

  function isFor(unsigned: SiwxUnsignedMessage, chainId: CaipNetworkId, address: string) {
    const { data } = unsigned
    const same = chainId.startsWith('eip155:')
      ? data.accountAddress.toLowerCase() === address.toLowerCase()
      : data.accountAddress === address
    return data.chainId === chainId && same
  }

  async function hasSession(config: SiwxConfig, account: Omit<ActiveAccount, 'namespace'>) {
    const sessions = await config.getSessions(account.caipNetworkId, account.address)
    return sessions.length > 0
  }

  return {
    /**
     * Runs once the active account or network changed: nothing when a session exists for them,
     * otherwise the modal opens on SIWXSignMessage. A newer change supersedes a pending check.
     */
    async check(): Promise<void> {
      const account = activeAccount()
      if (!siwx || !account) return
      const check = ++checks
      const signedIn = await hasSession(siwx, account)
      if (check !== checks) return
      if (signedIn) {
        lastSignedIn.set(account.namespace, account.caipNetworkId)
        return
      }
      const unsigned = await prepare(siwx, account)
      if (check !== checks) return
      const site = {
        name: parameters.metadata?.name ?? unsigned?.data.domain ?? '',
        iconUrl: parameters.metadata?.icons[0],
      }
      modal.open({
        view: 'SIWXSignMessage',
        namespace: account.namespace,
        data: { signIn: { site, unsigned } },
      })
    },

    /**
     * Asks the wallet to sign the site's message, keeps the session and closes the modal.
     * @throws {SiwxNotEnabledError} 'SIWX is not enabled'
     * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found'
     * @throws {NoActiveCaipNetworkError} 'No ActiveCaipNetwork or client found'
     * @throws {NoConnectionClientError} 'No ConnectionController client found'
     * @throws {SignMessageError} 'Error signing message' (also shown as a snackbar)
     */
    async signMessage(): Promise<void> {
      if (!siwx) throw new SiwxNotEnabledError()
      const namespace = state.network.activeNamespace
      const address = namespace ? state.accounts[namespace]?.address : undefined
      if (!namespace || !address) throw new NoActiveCaipAddressError()
      const network = state.network.byNamespace[namespace]?.caipNetwork
      const caipNetworkId = network?.caipNetworkId
      const adapter = adapters.get(namespace)
      if (!network || !caipNetworkId || !adapter) throw new NoActiveCaipNetworkError()
      const connectorId = parameters.connection.getConnectorId(namespace)
      if (!connectorId) throw new NoConnectionClientError()
      const signIn = state.modal.data?.signIn
      try {
        // The message the view showed, unless the account or network changed since.
        const shown = signIn?.unsigned
        const { data, message } =
          shown && isFor(shown, caipNetworkId, address)
            ? shown
            : await siwx.createMessage({ accountAddress: address, chainId: caipNetworkId })
        const signature = await adapter.signMessage({ connectorId, address, message })
        const session = { data, message, signature }
        await checkSignInSignature({ siwx, adapter, network, session })
        await siwx.addSession(session)
      } catch (cause) {
        // A refused message is not offered again: the view shows a fresh one (new nonce and times).
        if (signIn) signIn.unsigned = await prepare(siwx, { namespace, address, caipNetworkId })
        const error = new SignMessageError({ cause })
        logger.error(error.message)
        notices.showSnackbar(error.code, { severity: 'error' })
        throw error
      }
      lastSignedIn.set(namespace, caipNetworkId)
      await modal.close()
    },

    /**
     * The visitor declined to sign. Optional sign-in: the modal closes. Required: back to the
     * last network they signed in on if it still has a session, else the namespace disconnects.
     */
    async cancel(): Promise<void> {
      const account = activeAccount()
      if (!siwx?.getRequired() || !account) {
        await modal.close()
        return
      }
      const previous = lastSignedIn.get(account.namespace)
      if (
        previous &&
        previous !== account.caipNetworkId &&
        (await hasSession(siwx, { address: account.address, caipNetworkId: previous }))
      ) {
        await parameters.network.switchNetwork(previous)
        await modal.close()
        return
      }
      await parameters.connection.disconnect({ namespace: account.namespace, closeModal: false })
      // Nothing is left to sign in to, so the required-sign-in guard no longer applies.
      state.modal.isOpen = false
    },
  }
}
