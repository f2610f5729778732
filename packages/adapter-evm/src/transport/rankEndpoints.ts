import type { Transport } from 'viem'
import { rpcRanking } from './rpcConstants.js'

type Ping = { latencyMs: number; isAnswered: boolean }

/**
 * Ranks a chain's endpoints as spec section 9 says, for as long as the page lives: every 4 s each
 * is asked for `eth_blockNumber` once (every RPC serves it; some refuse viem's default ping,
 * `net_listening`), no answer within 1 s counting as a failure; each is scored on its last 10
 * pings, 0.7 for the share answered and 0.3 for its mean latency against the slowest seen (0 when
 * none answered); `onRanked` gets them best first, ties in the site's order.
 */
export function rankEndpoints(parameters: {
  endpoints: readonly Transport[]
  transportParameters: Parameters<Transport>[0]
  onRanked: (ranked: readonly Transport[]) => void
}): void {
  const { endpoints, transportParameters, onRanked } = parameters
  const { interval, sampleCount, timeout, weights } = rpcRanking
  const rounds: Ping[][] = []

  const ping = async (endpoint: Transport): Promise<Ping> => {
    const started = Date.now()
    const instance = endpoint({ ...transportParameters, retryCount: 0, timeout })
    const isAnswered = await instance.request({ method: 'eth_blockNumber' }, { retryCount: 0 }).then(
      () => true,
      () => false,
    )
    return { latencyMs: Date.now() - started, isAnswered }
  }

  const rank = async () => {
    rounds.push(await Promise.all(endpoints.map(ping)))
    if (rounds.length > sampleCount) rounds.shift()
    const slowestMs = Math.max(1, ...rounds.flat().map((sample) => sample.latencyMs))
    const scores = endpoints.map((_, index) => {
      const own = rounds.map((round) => round[index] as Ping)
      const stability = own.filter((sample) => sample.isAnswered).length / own.length
      const meanLatencyMs = own.reduce((sum, sample) => sum + sample.latencyMs, 0) / own.length
      return stability === 0
        ? 0
        : weights.stability * stability + weights.latency * (1 - meanLatencyMs / slowestMs)
    })
    const order = endpoints.map((_, index) => index)
    order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
    onRanked(order.map((index) => endpoints[index] as Transport))
    const timer = setTimeout(rank, interval)
    // In Node (server rendering, tests) the ranking must not keep the process alive.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref()
  }
  void rank()
}
