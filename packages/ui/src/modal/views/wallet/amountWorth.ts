/**
 * What `amount` (whole units, as typed) of a token is worth in US dollars, or `undefined` when the
 * token has no known price (a chain-read balance, a testnet) or the amount is not a number yet.
 *
 * @example
 * amountWorth({ price: 2000 }, '0.5') // 1000
 */
export function amountWorth(
  token: { price: number } | undefined,
  amount: string | undefined,
): number | undefined {
  if (!token || !(token.price > 0) || !amount?.trim()) return undefined
  const quantity = Number(amount)
  return Number.isFinite(quantity) && quantity >= 0 ? quantity * token.price : undefined
}
