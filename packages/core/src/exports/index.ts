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
export type { HttpClient, HttpQueryValue, HttpRequestParameters } from '../contracts/http.js'
export { consoleLogger, type Logger } from '../contracts/logger.js'
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
  type GetWalletsParameters,
  type GetWalletsReturnType,
  type RemoteFeatures,
  type SocialProvider,
  socialProviders,
  type Wallet,
  type WalletBadge,
  type WalletRegistry,
} from '../contracts/walletRegistry.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export {
  type FlowMessageCode,
  flowMessages,
  formatMessage,
  type MessageCode,
  type UserVisibleMessageCode,
  userVisibleMessages,
  type ValidationMessageCode,
  validationMessages,
} from '../errors/messages.js'
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
