/** What `fiatWorth` reads from the kit: the network's testnet flag and the token balances' worth. */
export type FiatWorthInput = {
  isTestnet: boolean
  tokenBalance: readonly { value?: number | undefined }[]
  /** The modal's language (`'de'`): how the amount is written. @default 'en' */
  locale?: string | undefined
}

// Made on first use, one per language: building an Intl formatter loads ICU data (milliseconds),
// which would otherwise be spent while the modal's code is evaluated, before the wallet list paints.
const usd = new Map<string, Intl.NumberFormat>()
/** An amount of US dollars as the modal shows it in `locale` (`$1,234.50`, `1.234,50 $`). */
export function formatUsd(value: number, locale = 'en'): string {
  let format = usd.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    usd.set(locale, format)
  }
  return format.format(value)
}

/**
 * The account's worth in US dollars, or `undefined` when the provider API reported nothing.
 * Testnet tokens are worth nothing, so a testnet always shows $0.00 (spec section 9).
 *
 * @example
 * fiatWorth({ isTestnet: false, tokenBalance: [{ value: 12.5 }, { value: 1 }] }) // '$13.50'
 */
export function fiatWorth({ isTestnet, tokenBalance, locale }: FiatWorthInput): string | undefined {
  if (isTestnet) return formatUsd(0, locale)
  if (tokenBalance.length === 0) return undefined
  return formatUsd(
    tokenBalance.reduce((sum, token) => sum + (token.value ?? 0), 0),
    locale,
  )
}
