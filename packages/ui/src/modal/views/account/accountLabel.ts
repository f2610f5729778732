import type { Translate } from '../../../i18n/translate.js'

/**
 * What the Account view calls one of a connection's accounts: its role when it has one (a Bitcoin
 * wallet's payment and ordinal accounts), else its place in the wallet's list ("Account 2").
 */
export function accountLabel(account: { type: string }, index: number, t: Translate): string {
  if (account.type === 'payment') return t('accountPayment')
  if (account.type === 'ordinal') return t('accountOrdinals')
  return t('accountNumbered', { number: index + 1 })
}
