import type { Logger } from '../contracts/logger.js'
import type { KitStorage } from '../contracts/storage.js'
import { createAccountState } from '../controllers/account/accountState.js'
import { createConnectionState } from '../controllers/connection/connectionState.js'
import { createConnectorsState } from '../controllers/connectors/connectorsController.js'
import { readSmartAccountNetworks } from '../controllers/embedded/smartAccountNetworks.js'
import { createNetworkState } from '../controllers/network/networkState.js'
import { createNoticesState } from '../controllers/notices/notices.js'
import { resolveRemoteFeatures } from '../controllers/options/remoteFeatures.js'
import { createModalState } from '../controllers/router/modalState.js'
import { createThemeState } from '../controllers/theme/theme.js'
import type { ChainNamespace } from '../network/namespaces.js'
import { createWalletConnectState } from '../walletConnect/walletConnectState.js'
import { createKitState, type KitState } from './kitState.js'
import { createKitWalletListState } from './kitWalletList.js'
import type { CreateLatchKitParameters } from './options.js'
import { getStartupStatuses } from './startupStatus.js'

/**
 * A kit's starting state from its options and what storage kept: each namespace's status (a
 * stored connection starts as connecting), the stored network, the embedded wallet's smart-account
 * networks, the local features (before the installed feature modules mask them), theme, and empty
 * lists.
 */
export function createInitialKitState(parameters: {
  options: CreateLatchKitParameters
  namespaces: readonly ChainNamespace[]
  storage: KitStorage
  logger: Logger
}): KitState {
  const { options, namespaces, storage, logger } = parameters
  const localFeatures = options.features ?? {}
  const statuses = getStartupStatuses({
    namespaces,
    storage,
    enableReconnect: options.enableReconnect !== false,
  })
  return createKitState({
    modal: createModalState(),
    accounts: Object.fromEntries(
      namespaces.map((namespace) => [namespace, createAccountState(statuses[namespace])]),
    ),
    connection: createConnectionState({
      storage,
      restoringNamespaces: namespaces.filter((namespace) => statuses[namespace] === 'connecting'),
    }),
    network: createNetworkState({
      namespaces,
      networks: options.networks,
      storedCaipNetworkId: storage.get('activeCaipNetworkId'),
      defaultNetwork: options.defaultNetwork,
      smartAccountEnabledNetworks: readSmartAccountNetworks(storage),
    }),
    connectors: createConnectorsState({ storage }),
    walletList: createKitWalletListState(options),
    features: resolveRemoteFeatures({
      local: localFeatures,
      remote: undefined,
      basic: options.basic,
      logger,
    }),
    featureModules: {},
    theme: createThemeState({ mode: options.themeMode, variables: options.themeVariables }),
    locale: options.locale,
    notices: createNoticesState(),
    walletConnect: createWalletConnectState(),
    send: undefined,
    history: undefined,
  })
}
