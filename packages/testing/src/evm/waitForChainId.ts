const pollIntervalMs = 20

/**
 * Polls `eth_chainId` until the node at `rpcUrl` answers `chainId`: the readiness check for a
 * freshly spawned node, instead of a fixed sleep.
 *
 * @throws {Error} when the node answers another chain id, or is not ready by `deadline`.
 */
export async function waitForChainId(parameters: {
  rpcUrl: string
  chainId: number
  deadline: number
  /** Stops the polling, e.g. once the node has exited. */
  signal?: AbortSignal | undefined
}) {
  const { rpcUrl, chainId, deadline, signal } = parameters
  let lastError: unknown
  while (Date.now() < deadline && !signal?.aborted) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.any([
          AbortSignal.timeout(Math.max(1, Math.min(1_000, deadline - Date.now()))),
          ...(signal ? [signal] : []),
        ]),
      })
      const { result } = (await response.json()) as { result?: string }
      if (result !== undefined && Number(result) === chainId) return
      if (result !== undefined) throw new WrongChainError(`${rpcUrl} answered chain ${Number(result)}.`)
      lastError = new Error(`${rpcUrl} answered eth_chainId without a result.`)
    } catch (error) {
      if (error instanceof WrongChainError) throw error
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
  }
  throw new Error(`${rpcUrl} did not answer eth_chainId in time.`, { cause: lastError })
}

class WrongChainError extends Error {}
