import { formatAmount, InvalidDecimalsError, type TokenBalance } from '@latchkit/core'
import { type Address, getAddress } from 'viem'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { checkTokenListings } from './checkTokenListings.js'
import type { EvmTokenListing } from './evmTokenListing.js'
import { type Erc20Call, readErc20Calls } from './readErc20Calls.js'
import { maxSymbolLength, maxTokenNameLength, readTokenText } from './readTokenText.js'
import { requestNativeBalance } from './requestNativeBalance.js'

/**
 * `address`'s balances on `network`, read from the chain: the native currency first, then each
 * ERC-20 the site listed for the network (`tokens` option) that `address` holds. A listing's
 * missing symbol, name or decimals are read from the contract in the same round trip; a token
 * whose contract does not answer as an ERC-20, or answers decimals that are not 0 to 255, is left
 * out. No prices on a chain: `price` is 0 and `value` absent.
 *
 * @throws {InvalidAddressError} or {NetworkNotFoundError}; {EvmAdapterOptionsError} for a
 * `tokens` option it cannot use.
 * @example
 * const [eth, ...tokens] = await adapter.getTokenBalances({ address, network })
 * eth.quantity.numeric // '1.5'
 */
export async function getTokenBalances(
  context: EvmAdapterContext,
  parameters: { address: string; network: EvmNetwork },
): Promise<TokenBalance[]> {
  checkTokenListings(context)
  const network = requireNetwork(context, parameters.network)
  const owner = assertAddress(parameters.address, 'address')
  const chainId = chainIdOf(network)
  const listed = context.tokens
    .filter((listing) => listing.chainId === chainId)
    .map((listing) => ({ listing, calls: callsFor(listing, owner) }))
  const [nativeValue, answers] = await Promise.all([
    requestNativeBalance(context, { chainId, address: owner }),
    readErc20Calls(context, { chainId, calls: listed.flatMap(({ calls }) => calls) }),
  ])
  const { name, symbol, decimals } = network.nativeCurrency
  const native: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatAmount(nativeValue, decimals) },
    iconUrl: '',
  }
  let offset = 0
  const tokens = listed.flatMap(({ listing, calls }) => {
    const own = answers.slice(offset, offset + calls.length)
    offset += calls.length
    const read = (field: Erc20Call['functionName']) =>
      own[calls.findIndex((call) => call.functionName === field)]
    const balance = toTokenBalance(listing, network, {
      balance: read('balanceOf'),
      decimals: listing.decimals ?? read('decimals'),
      symbol: listing.symbol ?? read('symbol'),
      name: listing.name ?? read('name'),
    })
    return balance ? [balance] : []
  })
  return [native, ...tokens]
}

/** The calls a listing needs: its balance, and the fields the site did not give. */
function callsFor(listing: EvmTokenListing, owner: Address): Erc20Call[] {
  const token = getAddress(listing.address)
  return [
    { token, functionName: 'balanceOf', owner },
    ...(['decimals', 'symbol', 'name'] as const)
      .filter((field) => listing[field] === undefined)
      .map((functionName) => ({ token, functionName })),
  ]
}

/** A listed token's balance from the contract's (untrusted) answers; `undefined` leaves it out. */
function toTokenBalance(
  listing: EvmTokenListing,
  network: EvmNetwork,
  answers: { balance: unknown; decimals: unknown; symbol: unknown; name: unknown },
): TokenBalance | undefined {
  const { balance, decimals } = answers
  if (typeof balance !== 'bigint' || balance <= 0n) return undefined
  let numeric: string
  try {
    numeric = formatAmount(balance, decimals as number)
  } catch (error) {
    if (error instanceof InvalidDecimalsError) return undefined
    throw error
  }
  const symbol = readTokenText(answers.symbol, maxSymbolLength)
  return {
    name: readTokenText(answers.name, maxTokenNameLength) || symbol,
    symbol,
    chainId: network.caipNetworkId,
    address: getAddress(listing.address),
    price: 0,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: listing.iconUrl ?? '',
  }
}
