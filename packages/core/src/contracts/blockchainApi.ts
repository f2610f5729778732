import type { CaipNetworkId } from '../caip/caip.js'

/** Networks the provider API serves, as CAIP-2 ids (GET /v1/supported-chains). */
export type SupportedChains = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

export type Identity = { name: string | null; avatar: string | null }

/** A fungible token balance (spec section 3). */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id of the token. */
  chainId: CaipNetworkId
  /** Token contract address; absent for the native currency. */
  address?: string | undefined
  /** Worth in the requested currency. */
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type TransactionTransfer = {
  direction?: 'in' | 'out' | 'self' | undefined
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null } | undefined
  nft_info?: { name?: string; flags: { is_spam: boolean } } | undefined
  quantity?: { numeric: string } | undefined
  value?: number | undefined
  price?: number | undefined
}

/** An account-history entry (spec section 3). */
export type Transaction = {
  id: string
  metadata: {
    operationType?: string | undefined
    hash?: string | undefined
    /** ISO date of the block. */
    minedAt: string
    sentFrom?: string | undefined
    sentTo?: string | undefined
    status?: string | undefined
    /** CAIP-2 network id. */
    chain?: string | undefined
  }
  transfers: TransactionTransfer[]
}

export type TransactionsPage = { data: Transaction[]; next: string | null }

export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 address of the token (`eip155:1:0x…`). */
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}

export type SwapQuote = { fromAmount: string; toAmount: string; fromToken?: string; toToken?: string }

export type GasPrice = { standard: string; fast: string; instant: string }

/** A transaction to send for a swap or an approval. */
export type SwapTransaction = {
  from: string
  to: string
  data: string
  value: string
  gas?: string | undefined
  gasPrice?: string | undefined
}

export type FungiblePrice = { name: string; symbol: string; iconUrl: string; price: number }

/** A registered name's profile (GET /v1/profile/account/{name}). */
export type NameProfile = {
  name: string
  /** Keyed by coin type. */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

export type NameSuggestion = { name: string; registered: boolean }

export type OnrampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}
export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string }
export type OnrampPaymentCurrency = { id: string; payment_method_limits: OnrampPaymentMethodLimit[] }
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}
export type OnrampAmount = { amount: string; currency: string }
export type OnrampQuote = {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** A smart session (ERC-7715 permission) the provider API keeps for an account. */
export type SmartSession = { pci: string } & Record<string, unknown>

/** Every gated call names the network it is for (the kit's active network). */
type OnNetwork = { caipNetworkId: CaipNetworkId; signal?: AbortSignal | undefined }

/**
 * The provider blockchain API (spec section 7). GETs carry `st`, `sv` and `projectId`. Calls that
 * take a `caipNetworkId` are gated by GET /v1/supported-chains: for an unsupported network,
 * swap and gas calls throw (`NetworkNotSupportedError`), the others return an empty default.
 * A site can replace it with an object literal.
 */
export type BlockchainApi = {
  getSupportedChains(): Promise<SupportedChains>
  isNetworkSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
  getIdentity(parameters: OnNetwork & { address: string; sender?: string | undefined }): Promise<Identity>
  getTransactions(
    parameters: OnNetwork & { account: string; cursor?: string | undefined },
  ): Promise<TransactionsPage>
  getBalances(
    parameters: OnNetwork & { address: string; currency: string; forceUpdate?: string | undefined },
  ): Promise<TokenBalance[]>
  getSwapQuotes(
    parameters: OnNetwork & {
      amount: string
      userAddress: string
      from: string
      to: string
      gasPrice: string
    },
  ): Promise<SwapQuote[]>
  getSwapTokens(parameters: OnNetwork): Promise<SwapToken[]>
  getSwapAllowance(
    parameters: OnNetwork & { tokenAddress: string; userAddress: string },
  ): Promise<{ allowance: string }>
  getGasPrice(parameters: OnNetwork): Promise<GasPrice>
  buildSwapTransaction(
    parameters: OnNetwork & {
      amount: string
      from: string
      to: string
      userAddress: string
      slippage: number
      disableEstimate?: boolean | undefined
    },
  ): Promise<SwapTransaction>
  buildApproveTransaction(
    parameters: OnNetwork & { userAddress: string; from: string; to: string },
  ): Promise<SwapTransaction>
  getFungiblePrices(
    parameters: OnNetwork & { currency: string; addresses: readonly string[] },
  ): Promise<FungiblePrice[]>
  lookupName(parameters: { name: string; signal?: AbortSignal | undefined }): Promise<NameProfile | null>
  reverseLookupName(parameters: {
    address: string
    sender?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<NameProfile[]>
  getNameSuggestions(parameters: {
    name: string
    /** The names' zone, without the leading dot (`reown.id` by default). */
    zone?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<NameSuggestion[]>
  registerName(parameters: {
    coinType: number
    address: string
    message: string
    signature: string
  }): Promise<{ success: boolean }>
  generateOnrampUrl(parameters: {
    destinationWallets: readonly {
      address: string
      blockchains: readonly string[]
      assets?: readonly string[]
    }[]
    partnerUserId: string
    defaultNetwork?: string | undefined
    defaultExperience?: 'buy' | 'send' | undefined
    presetCryptoAmount?: number | undefined
    presetFiatAmount?: number | undefined
  }): Promise<{ url: string }>
  /** Never fails: on any error the built-in options are returned (spec section 7). */
  getOnrampOptions(): Promise<OnrampOptions>
  /** Never fails: on any error a mocked quote echoing `amount` (quoteId `mocked-quote-id`). */
  getOnrampQuote(parameters: {
    purchaseCurrency: OnrampPurchaseCurrency
    paymentCurrency: OnrampPaymentCurrency
    amount: string
    network: string
  }): Promise<OnrampQuote>
  getSessions(parameters: { address: string }): Promise<SmartSession[]>
  revokeSession(parameters: { address: string; pci: string; signature: string }): Promise<void>
}
