export {
  type CaipAddress,
  type CaipNetworkId,
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../caip/caip.js'
export type {
  BlockchainApi,
  FungiblePrice,
  GasPrice,
  Identity,
  NameProfile,
  NameSuggestion,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
  SmartSession,
  SupportedChains,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  TokenBalance,
  Transaction,
  TransactionsPage,
  TransactionTransfer,
} from '../contracts/blockchainApi.js'
export {
  type AdapterBalance,
  type AdapterConnection,
  type AdapterIdentity,
  type ChainAdapter,
  type ChainAdapterEvents,
  type ConnectedAccount,
  type ConnectedAccountType,
  createChainAdapter,
} from '../contracts/chainAdapter.js'
export { type Connector, type ConnectorType, connectorTypes } from '../contracts/connector.js'
export type {
  EmailConnectAction,
  EmailLoginController,
  EmbeddedWalletConnector,
  FarcasterLoginController,
  SmartSessionSummary,
  SmartSessionsController,
  SocialLoginController,
  SocialPopup,
} from '../contracts/embeddedWallet.js'
export { createEmitter, type Emitter, type EmitterListener } from '../contracts/emitter.js'
export type { HttpClient, HttpQueryValue, HttpRequestParameters } from '../contracts/http.js'
export { consoleLogger, type Logger } from '../contracts/logger.js'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxSession,
  SiwxUnsignedMessage,
  SiwxVerification,
  SiwxVerifier,
  SiwxVerifyParameters,
} from '../contracts/siwx.js'
export type {
  AccountType,
  KitStorage,
  Storage,
  StorageKey,
  StoredConnection,
  StoredConnectionStatus,
  StoredSiwxSession,
  StoredValues,
} from '../contracts/storage.js'
export {
  nativeSwapTokenAddress,
  type SwapProvider,
  type SwapProviderQuote,
} from '../contracts/swapProvider.js'
export type {
  ChainAdapterWalletActions,
  SendableToken,
  SendFeeEstimate,
  SendTokenParameters,
} from '../contracts/walletActions.js'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  type LoginProvider,
  type RemoteFeatures,
  type SocialProvider,
  socialProviders,
  type Wallet,
  type WalletBadge,
  type WalletRegistry,
} from '../contracts/walletRegistry.js'
export type {
  AccountState,
  AccountUser,
  ConnectedWalletInfo,
  ConnectionStatus,
} from '../controllers/account/accountState.js'
export type {
  ConnectParameters,
  DisconnectParameters,
} from '../controllers/connection/connectionController.js'
export type { Connection, ConnectionState } from '../controllers/connection/connectionState.js'
export type { SwitchAccountParameters } from '../controllers/connection/switchAccount.js'
export { type ConnectMethod, connectMethods } from '../controllers/connectors/connectMethods.js'
export type { ConnectorListItem } from '../controllers/connectors/connectorList.js'
export { type ConnectorGroup, connectorGroups } from '../controllers/connectors/connectorOrder.js'
export type { ConnectorsState } from '../controllers/connectors/connectorsController.js'
export { socialProvidersShown } from '../controllers/connectors/socialProvidersShown.js'
export type {
  EmbeddedLogin,
  EmbeddedSession,
  EmbeddedSessionInfo,
  PreferredAccountTypeListener,
} from '../controllers/embedded/embeddedSession.js'
export type { HistoryController } from '../controllers/history/historyController.js'
export type { HistoryState, TransactionsByMonth } from '../controllers/history/historyState.js'
export type { OpenModalParameters } from '../controllers/modal/modal.js'
export type { NameController } from '../controllers/names/nameController.js'
export type { NameFailure, NameState, NameSuggestionState } from '../controllers/names/nameState.js'
export type { NamespaceNetworkState, NetworkState } from '../controllers/network/networkState.js'
export type { SelectNetworkParameters } from '../controllers/network/selectNetwork.js'
export type { SwitchNetworkView } from '../controllers/network/switchNetworkView.js'
export type {
  Notice,
  NoticeSeverity,
  NoticesState,
  ShowNoticeParameters,
} from '../controllers/notices/notices.js'
export type { OnrampApi, OnrampController, OnrampWindow } from '../controllers/onramp/onrampController.js'
export type { OnrampState, OnrampStep } from '../controllers/onramp/onrampState.js'
export { defaultRemoteFeatures } from '../controllers/options/remoteFeatures.js'
export type { PayController } from '../controllers/pay/payController.js'
export type { PayRequest, PayResult, PayState } from '../controllers/pay/payState.js'
export type { ModalState, RouterData } from '../controllers/router/modalState.js'
export {
  type CoreView,
  coreViews,
  type FeatureView,
  featureViews,
  multiWalletViews,
  type View,
} from '../controllers/router/views.js'
export type { SendController } from '../controllers/send/sendController.js'
export type { SendPreset, SendResult, SendState } from '../controllers/send/sendState.js'
export {
  NoActiveCaipAddressError,
  type NoActiveCaipAddressErrorType,
  NoActiveCaipNetworkError,
  type NoActiveCaipNetworkErrorType,
  NoConnectionClientError,
  type NoConnectionClientErrorType,
  SignMessageError,
  type SignMessageErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxSignatureInvalidError,
  type SiwxSignatureInvalidErrorType,
  SiwxVerifierMissingError,
  type SiwxVerifierMissingErrorType,
} from '../controllers/siwx/errors.js'
export type { SignInRequest } from '../controllers/siwx/signInRequest.js'
export type { SwapController } from '../controllers/swap/swapController.js'
export type { SwapQuoteState, SwapResult, SwapState } from '../controllers/swap/swapState.js'
export {
  type ThemeMode,
  type ThemeState,
  type ThemeVariables,
  themeModes,
} from '../controllers/theme/theme.js'
export {
  type AnalyticsFeatureParameters,
  analyticsFeature,
  analyticsFeatureId,
} from '../features/analyticsFeature.js'
export type {
  FeatureContext,
  FeatureFlag,
  FeatureModule,
  FeatureModuleState,
  FeatureStatus,
} from '../features/featureModule.js'
export { namesFeature, namesFeatureId } from '../features/namesFeature.js'
export { onrampFeature, onrampFeatureId } from '../features/onrampFeature.js'
export { payFeature, payFeatureId } from '../features/payFeature.js'
export { swapFeature, swapFeatureId } from '../features/swapFeature.js'
export { activityFeatureId, receiveFeatureId, sendFeatureId } from '../features/walletFeatures.js'
export { matchLocale } from '../i18n/matchLocale.js'
export { type PluralText, parsePlural, selectPlural } from '../i18n/plural.js'
export { readTypedDecimal, showTypedDecimal, writeDecimal, writeExactDecimal } from '../i18n/writeDecimal.js'
export { createLatchKit } from '../kit/createLatchKit.js'
export type { KitEnvironment } from '../kit/environment.js'
export { eventsBetween, type LatchKitEvent, type LatchKitEventData } from '../kit/kitEvents.js'
export type { KitState } from '../kit/kitState.js'
export type { KitStateSnapshot, LatchKit } from '../kit/latchKit.js'
export type { CreateLatchKitParameters, LatchKitFeatures, Metadata } from '../kit/options.js'
export type { SubscribeOptions } from '../kit/subscribe.js'
export {
  type ChainNamespace,
  chainNamespaces,
  embeddedWalletNamespaces,
  isChainNamespace,
} from '../network/namespaces.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from '../network/network.js'
export { type CreateCookieStorageParameters, createCookieStorage } from '../storage/cookieStorage.js'
export { type CreateKitStorageParameters, createKitStorage } from '../storage/createKitStorage.js'
export { createMemoryStorage } from '../storage/memoryStorage.js'
export { apiSwapProvider, type SwapApi } from '../swap/apiSwapProvider.js'
export { afterNextFrame } from '../utils/afterNextFrame.js'
export { type LoadOnce, loadOnce } from '../utils/loadOnce.js'
export { formatAmount, parseAmount } from '../utils/units.js'
export { cleanUntrustedText } from '../utils/untrustedText.js'
export { type ChangeWaiters, createChangeWaiters } from '../utils/waitForChange.js'
export { announcedChain } from '../walletConnect/announcedChain.js'
export type { WalletConnectChoice } from '../walletConnect/createWalletConnectController.js'
export { ModalClosedError, type ModalClosedErrorType } from '../walletConnect/modalClosedError.js'
export { isTelegram } from '../walletConnect/pairingReuse.js'
export { readWalletConnectSession } from '../walletConnect/readSession.js'
export {
  WalletConnectRelayRefusedError,
  type WalletConnectRelayRefusedErrorType,
} from '../walletConnect/relayRefusedError.js'
export { walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
export {
  WalletConnectAccountNotFoundError,
  type WalletConnectAccountNotFoundErrorType,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectNetworkNotApprovedErrorType,
} from '../walletConnect/walletConnectNamespaceErrors.js'
export type { WalletConnectOptions, WalletConnectStorage } from '../walletConnect/walletConnectOptions.js'
export { createWalletConnectRequest } from '../walletConnect/walletConnectRequest.js'
export {
  type ChainAdapterWalletConnect,
  chooseSessionNetwork,
  sessionChains,
  type WalletConnectProvider,
  type WalletConnectSession,
  type WalletConnectSessionEvent,
  type WalletConnectSessionNamespace,
  type WalletConnectSessionUpdate,
} from '../walletConnect/walletConnectSession.js'
export type { WalletConnectState, WalletConnectStatus } from '../walletConnect/walletConnectState.js'
export { isSafeWalletLink } from '../walletConnect/walletLink.js'
export {
  type CreateWalletListControllerParameters,
  createWalletListController,
  type WalletListController,
} from '../walletList/createWalletListController.js'
export type { WalletListOperation, WalletListState } from '../walletList/walletListState.js'
export * from './errors.js'
