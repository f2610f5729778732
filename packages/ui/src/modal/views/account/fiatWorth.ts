/** What `fiatWorth` reads from the kit: the network's testnet flag and the token balances' worth. */
export type FiatWorthInput = {
  isTestnet: boolean
  tokenBalance: readonly { value?: number | undefined }[]
}

// Made on first use: building an Intl formatter loads ICU data (milliseconds), which would
// otherwise be spent while the modal's code is evaluated, before the wallet list can paint.
let usd: Intl.NumberFormat | undefined
/** An amount of US dollars as the modal shows it (`$1,234.50`). */
export function formatUsd(value: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(value)
}

/**
 * The account's worth in US dollars, or `undefined` when the provider API reported nothing.
 * Testnet tokens are worth nothing, so a testnet always shows $0.00 (spec section 9).
 *
 * @example
 * fiatWorth({ isTestnet: false, tokenBalance: [{ value: 12.5 }, { value: 1 }] }) // '$13.50'
 */
export function fiatWorth({ isTestnet, tokenBalance }: FiatWorthInput): string | undefined {
  if (isTestnet) return formatUsd(0)
  if (tokenBalance.length === 0) return undefined
  return formatUsd(tokenBalance.reduce((sum, token) => sum + (token.value ?? 0), 0))
}
