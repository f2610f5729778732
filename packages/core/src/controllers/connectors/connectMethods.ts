export const connectMethods = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof connectMethods)[number]

/**
 * The order of the connect methods (spec section 2): the site's order first, then the rest in
 * the default order, which is wallet, email, social when injected wallets exist, else email,
 * social, wallet. Disabled methods are left out.
 */
export function getConnectMethodsOrder(parameters: {
  configured?: readonly ConnectMethod[] | undefined
  hasInjectedWallets: boolean
  isEmailEnabled: boolean
  isSocialEnabled: boolean
}): ConnectMethod[] {
  const defaults: readonly ConnectMethod[] = parameters.hasInjectedWallets
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
  const configured = Array.isArray(parameters.configured) ? parameters.configured : []
  const order = [...new Set([...configured, ...defaults])].filter((method) => defaults.includes(method))
  return order.filter(
    (method) =>
      (method !== 'email' || parameters.isEmailEnabled) &&
      (method !== 'social' || parameters.isSocialEnabled),
  )
}
