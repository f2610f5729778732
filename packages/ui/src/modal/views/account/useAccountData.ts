import type { ChainNamespace } from '@latchkit/core'
import { useEffect, useState } from 'react'
import { useKit } from '../../../kit/KitContext.js'

/**
 * Asks the kit for the balance, token worth and identity whenever the Account view shows an
 * address on a network (the kit answers from its caches when it can). A testnet's worth is $0.00
 * whatever the tokens (spec section 9), so its token balances are not requested. Returns whether
 * the native balance could not be read (the view shows that instead of loading) and `retry`.
 */
export function useAccountData(
  namespace: ChainNamespace | undefined,
  address: string | undefined,
  network: { caipNetworkId: string; testnet?: boolean | undefined } | undefined,
): { balanceFailed: boolean; retry: () => void } {
  const kit = useKit()
  const [failedFor, setFailedFor] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const caipNetworkId = network?.caipNetworkId
  const isTestnet = network?.testnet === true
  const key = `${namespace}:${caipNetworkId}:${address}`
  // `attempt` is not read inside: bumping it (retry) is what asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!namespace || !address || !caipNetworkId) return
    kit.fetchBalance(namespace).catch(() => setFailedFor(key))
    // Identity and token worth are extras: the view shows the address and balance without them.
    kit.fetchIdentity(namespace).catch(() => {})
    if (!isTestnet) kit.fetchTokenBalance(namespace).catch(() => {})
  }, [kit, namespace, address, caipNetworkId, isTestnet, key, attempt])
  return {
    balanceFailed: failedFor === key,
    retry: () => {
      setFailedFor(undefined)
      setAttempt((count) => count + 1)
    },
  }
}
