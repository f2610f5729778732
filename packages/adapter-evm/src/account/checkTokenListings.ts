import { isAddress } from 'viem'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { EvmAdapterOptionsError } from '../errors/optionsErrors.js'
import { chainIdOf } from '../networks/toNetwork.js'

/**
 * Checks the site's `tokens` option when balances are first read (checked in the constructor,
 * it would add to every page's first download).
 *
 * @throws {EvmAdapterOptionsError} for a listing on a chain that is not a network, an address that
 * is not one (or listed twice), or decimals that are not a whole number from 0 to 255.
 */
export function checkTokenListings(context: Pick<EvmAdapterContext, 'tokens' | 'networks'>): void {
  const listed = new Set<string>()
  for (const [index, token] of context.tokens.entries()) {
    const at = `\`tokens[${index}]\``
    const fail = (details: string) => new EvmAdapterOptionsError(`${at}${details}`)
    if (!context.networks.some((network) => chainIdOf(network) === token.chainId))
      throw fail(` is on chain ${token.chainId}, which is not among the networks.`)
    if (!isAddress(token.address)) throw fail(`.address is not an address: ${token.address}.`)
    const key = `${token.chainId}:${token.address.toLowerCase()}`
    if (listed.has(key)) throw fail(` lists ${token.address} on chain ${token.chainId} again.`)
    listed.add(key)
    const { decimals } = token
    if (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 255))
      throw fail(`.decimals must be a whole number from 0 to 255; got ${decimals}.`)
  }
}
