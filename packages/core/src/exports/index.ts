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
