import type { ChainNamespace } from '@latchkit/core'
import { useEffect, useState } from 'react'
import { useKit } from '../../../kit/KitContext.js'

/**
 * Asks the kit for the balance, token worth and identity whenever the Account view shows an
 * address on a network (the kit answers from its caches when it can). A testnet's worth is $0.00
 * whatever the tokens (spec section 9), so its token balances are not requested. Returns whether
 * the native balance could not be read, so the view stops showing it as loading.
 */
export function useAccountData(
  namespace: ChainNamespace | undefined,
  address: string | undefined,
  network: { caipNetworkId: string; testnet?: boolean | undefined } | undefined,
): { balanceFailed: boolean } {
  const kit = useKit()
  const [failedFor, setFailedFor] = useState<string>()
  const caipNetworkId = network?.caipNetworkId
  const isTestnet = network?.testnet === true
  const key = `${namespace}:${caipNetworkId}:${address}`
  useEffect(() => {
    if (!namespace || !address || !caipNetworkId) return
    kit.fetchBalance(namespace).catch(() => setFailedFor(key))
    // Identity and token worth are extras: the view shows the address and balance without them.
    kit.fetchIdentity(namespace).catch(() => {})
    if (!isTestnet) kit.fetchTokenBalance(namespace).catch(() => {})
  }, [kit, namespace, address, caipNetworkId, isTestnet, key])
  return { balanceFailed: failedFor === key }
}
