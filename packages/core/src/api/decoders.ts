import type {
  FungiblePrice,
  GasPrice,
  Identity,
  NameProfile,
  NameSuggestion,
  OnrampOptions,
  OnrampQuote,
  SmartSession,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  TokenBalance,
  Transaction,
  TransactionsPage,
} from '../contracts/blockchainApi.js'
import {
  array,
  arrayOfValid,
  boolean,
  type Decoder,
  displayText,
  finiteNumber,
  invalid,
  isRecord,
  literal,
  nullable,
  numericString,
  object,
  record,
  string,
} from '../decode/decode.js'
import { caipNetworkId } from '../decode/guards.js'
import { hasInvisibleText } from '../utils/untrustedText.js'

// Decoders of the provider API's answers (spec section 7). Lists keep their valid entries.

export const identity: Decoder<Identity> = (input) => {
  const value = object({}, { name: nullable(string), avatar: nullable(string) })(input)
  if (value === invalid) return invalid
  // A name with hidden characters is not a valid ENS name: the account shows its address instead.
  const name = value.name && !hasInvisibleText(value.name) ? value.name : null
  return { name, avatar: value.avatar ?? null }
}

const transfer = object(
  {},
  {
    direction: literal('in', 'out', 'self'),
    fungible_info: object(
      {},
      { name: displayText, symbol: displayText, icon: nullable(object({ url: string })) },
    ),
    nft_info: object({ flags: object({ is_spam: boolean }) }, { name: displayText }),
    quantity: object({ numeric: numericString }),
    value: finiteNumber,
    price: finiteNumber,
  },
)

const transaction: Decoder<Transaction> = object({
  id: string,
  metadata: object(
    { minedAt: string },
    { operationType: string, hash: string, sentFrom: string, sentTo: string, status: string, chain: string },
  ),
  transfers: arrayOfValid(transfer),
})

export const transactionsPage: Decoder<TransactionsPage> = object({
  data: arrayOfValid(transaction),
  next: nullable(string),
})

const tokenBalance: Decoder<TokenBalance> = object(
  {
    name: displayText,
    symbol: displayText,
    chainId: caipNetworkId,
    price: finiteNumber,
    quantity: object({ decimals: numericString, numeric: numericString }),
    iconUrl: string,
  },
  { address: string, value: finiteNumber },
)
export const balances = object({ balances: arrayOfValid(tokenBalance) })

const swapQuote: Decoder<SwapQuote> = object(
  { fromAmount: numericString, toAmount: numericString },
  { fromToken: string, toToken: string },
)
export const swapQuotes = object({ quotes: arrayOfValid(swapQuote) })

const swapToken: Decoder<SwapToken> = object(
  { name: displayText, symbol: displayText, address: string, decimals: finiteNumber, logoUri: string },
  { eip2612: boolean },
)
export const swapTokens = object({ tokens: arrayOfValid(swapToken) })
export const allowance = object({ allowance: numericString })
export const gasPrice: Decoder<GasPrice> = object({
  standard: numericString,
  fast: numericString,
  instant: numericString,
})

const swapTransactionFields: Decoder<SwapTransaction> = object(
  { from: string, to: string, data: string, value: numericString },
  { gas: numericString, gasPrice: numericString },
)
export const swapTransaction = object({ tx: swapTransactionFields })

const fungiblePrice: Decoder<FungiblePrice> = object({
  name: displayText,
  symbol: displayText,
  iconUrl: string,
  price: finiteNumber,
})
export const fungiblePrices = object({ fungibles: arrayOfValid(fungiblePrice) })

export const nameProfile: Decoder<NameProfile> = (input) => {
  const value = object(
    { name: string },
    { addresses: record(string, object({ address: string })), attributes: record(string, string) },
  )(input)
  if (value === invalid || hasInvisibleText(value.name)) return invalid
  return { name: value.name, addresses: value.addresses ?? {}, attributes: value.attributes ?? {} }
}
export const nameProfiles = arrayOfValid(nameProfile)

const nameSuggestion: Decoder<NameSuggestion> = object({ name: string, registered: boolean })
export const nameSuggestions = object({ suggestions: arrayOfValid(nameSuggestion) })

export const onrampUrl = object({ url: string })

const onrampNetwork = object({
  name: string,
  display_name: string,
  chain_id: numericString,
  contract_address: string,
})
export const onrampOptions: Decoder<OnrampOptions> = object({
  purchaseCurrencies: array(
    object({ id: string, name: string, symbol: string, networks: array(onrampNetwork) }),
  ),
  paymentCurrencies: array(
    object({
      id: string,
      payment_method_limits: array(object({ id: string, min: numericString, max: numericString })),
    }),
  ),
})

const onrampAmount = object({ amount: numericString, currency: string })
export const onrampQuote: Decoder<OnrampQuote> = object({
  networkFee: onrampAmount,
  paymentSubtotal: onrampAmount,
  paymentTotal: onrampAmount,
  purchaseAmount: onrampAmount,
  quoteId: string,
})

const smartSession: Decoder<SmartSession> = (input) => {
  if (!isRecord(input) || typeof input.pci !== 'string') return invalid
  return { ...input, pci: input.pci }
}
export const smartSessions = object({ pcis: arrayOfValid(smartSession) })

export const supportedChains = object({ http: arrayOfValid(caipNetworkId), ws: arrayOfValid(caipNetworkId) })
