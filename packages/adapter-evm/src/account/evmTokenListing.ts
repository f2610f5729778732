/**
 * An ERC-20 the site lists for a network: the account's balances (`getTokenBalances`) show it
 * when the account holds some. What it leaves out (symbol, name, decimals) is read from the
 * contract, whose answers are checked like any untrusted input.
 *
 * @example
 * { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
 */
export type EvmTokenListing = {
  chainId: number
  /** The token contract. */
  address: string
  symbol?: string | undefined
  name?: string | undefined
  decimals?: number | undefined
  /** The token's icon for the modal (an https or data: URL). @default '' (the modal's placeholder) */
  iconUrl?: string | undefined
}
