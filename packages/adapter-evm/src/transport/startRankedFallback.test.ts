import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { nodeBalance, pathOf, type Registry, startRegistry } from '../test-utils/rigRpc.js'

// A site with several RPC URLs for one chain, served by the rig's registry (forwarding to anvil):
// one slow, one failing, one refusing, and the read still answered right by the one that can.

let rig: EvmRig
let registry: Registry

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
  registry = await startRegistry({ evmChains: rig.chains })
})
afterAll(async () => {
  await registry?.stop()
  await rig?.stop()
})
beforeEach(() => registry.faults.clear())

/** An adapter reading chain A through the rig endpoints named, in that order. */
function adapterOver(...endpoints: string[]): { read: () => Promise<string>; paths: string[] } {
  const urls = endpoints.map((endpoint) => registry.rpcUrl(endpoint, 31337))
  const adapter = new EvmAdapter({ networks: [rig.chains[0].chain], storage: null, rpcUrls: { 31337: urls } })
  const network = adapter.networks[0] as EvmNetwork
  const read = async () => (await adapter.getBalance({ address: address(), network })).balance
  return { read, paths: urls.map(pathOf) }
}
const address = () => rig.accounts[1]?.address ?? '0x'
const reads = (path: string) => registry.rpcCallsTo(path, 'eth_getBalance')
const gapsBetween = (requests: readonly { at: number }[]) =>
  requests.slice(1).map((request, index) => request.at - (requests[index]?.at ?? 0))

describe('several RPC URLs for one chain', () => {
  it('reads move to the fast URL once the ranking has seen the first one answer in 1.5 s', async () => {
    const { read, paths } = adapterOver('slow', 'fast')
    const [slow = '', fast = ''] = paths
    registry.faults.next({ path: slow, delayMs: 1_500, times: Number.POSITIVE_INFINITY })
    const expected = await nodeBalance(rig, 0, address())

    // The site's order before any ranking: the first read waits for the slow URL.
    expect(await read()).toBe(expected)
    expect([reads(slow).length, reads(fast).length]).toEqual([1, 0])

    // Its ping went unanswered within 1 s, the fast one's did not: the next reads are quick.
    for (let index = 0; index < 3; index++) {
      const started = Date.now()
      expect(await read()).toBe(expected)
      expect(Date.now() - started).toBeLessThan(1_000)
    }
    expect([reads(slow).length, reads(fast).length]).toEqual([1, 3])
  })

  it('a failing URL is retried 3 times, 150 ms then doubled or as Retry-After says, then the next answers', async () => {
    // A read keeps the order it began with (the site's, here), whatever the ranking says meanwhile.
    const { read, paths } = adapterOver('failing', 'backup')
    const [failing = '', backup = ''] = paths
    for (const fault of [{ status: 503 }, { drop: true }, { status: 429, retryAfter: 1 }, { status: 503 }])
      registry.faults.next({ path: failing, rpcMethod: 'eth_getBalance', ...fault })

    expect(await read()).toBe(await nodeBalance(rig, 0, address()))
    const attempts = reads(failing)
    expect(attempts).toHaveLength(4)
    const [afterFirst = 0, afterSecond = 0, afterRetryAfter = 0] = gapsBetween(attempts)
    expect(afterFirst).toBeGreaterThanOrEqual(145)
    expect(afterSecond).toBeGreaterThanOrEqual(295)
    expect(afterRetryAfter).toBeGreaterThanOrEqual(995)
    expect(reads(backup)).toHaveLength(1)
    expect(registry.faults.pending).toBe(0)
  })

  it('a URL answering 400 is not retried: the next one answers at once', async () => {
    const { read, paths } = adapterOver('refusing', 'backup-2')
    const [refusing = '', backup = ''] = paths
    registry.faults.next({ path: refusing, rpcMethod: 'eth_getBalance', status: 400 })

    expect(await read()).toBe(await nodeBalance(rig, 0, address()))
    expect([reads(refusing).length, reads(backup).length]).toEqual([1, 1])
  })
})
