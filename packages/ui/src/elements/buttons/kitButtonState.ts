import type { ChainNamespace, KitStateSnapshot } from '@latchkit/core'
import type { ButtonState } from './buttonState.js'

/** `1.23456789` and `ETH` → `1.2345 ETH`: at most four decimals, trailing zeros dropped. */
export function formatButtonBalance(balance: string, symbol: string | undefined): string {
  const [whole = '0', fraction = ''] = balance.split('.')
  const shownFraction = fraction.slice(0, 4).replace(/0+$/, '')
  const amount = shownFraction ? `${whole}.${shownFraction}` : whole
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * What a kit button shows for the kit's state: the account and network of `namespace`, or of the
 * active chain namespace when the button names none. While a stored connection is restored, the
 * account it was using (so the server's HTML and the first paint already show it).
 */
export function kitButtonState(state: KitStateSnapshot, namespace?: ChainNamespace): ButtonState {
  const shown = namespace ?? state.network.activeNamespace
  const account = shown ? state.accounts[shown] : undefined
  const network =
    namespace === undefined || namespace === state.network.activeNamespace
      ? state.network.activeCaipNetwork
      : state.network.byNamespace[namespace]?.caipNetwork
  const isConnected = account?.status === 'connected'
  return {
    status: account?.status ?? 'disconnected',
    // A returning visitor's stored account, until the wallet answers (and on the server).
    address: isConnected
      ? (account.caipAddress ?? account.address)
      : shown && state.connection.restoring[shown],
    profileName: isConnected ? (account.profileName ?? undefined) : undefined,
    balance:
      isConnected && account.balance !== undefined
        ? formatButtonBalance(account.balance, account.balanceSymbol)
        : undefined,
    networkName: network?.name,
  }
}
