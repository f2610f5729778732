import { setTimeout as delay } from 'node:timers/promises'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { closeSignClient } from './closeSignClient.js'
import { startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet } from './startWalletConnectWallet.js'

// What keeps a Node process alive: sockets, servers, timers.
const countHandles = () => {
  const counts: Record<string, number> = {}
  for (const type of process.getActiveResourcesInfo()) {
    if (/TCP|Timeout|Immediate|Pipe/.test(type)) counts[type] = (counts[type] ?? 0) + 1
  }
  return counts
}

describe('stopping the rig', () => {
  it('leaves no socket, server or timer behind once relay, wallet and dapp are stopped', async () => {
    const before = countHandles()
    const relay = await startRelay()
    const dapp = await startSignClientDapp(relay.url)
    const wallet = await startWalletConnectWallet({
      relayUrl: relay.url,
      evm: { chainIds: [31337] },
      solana: { chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] },
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_accounts'], events: [] } },
    })
    await wallet.pair(uri as string)
    const session = await approval()
    await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_accounts', params: [] },
    })
    expect(countHandles()).not.toEqual(before)

    await wallet.stop()
    await closeSignClient(dapp)
    await relay.stop()
    // Closing sockets finishes on the next turns of the event loop.
    await delay(50)
    const sockets = (counts: Record<string, number>) =>
      Object.keys(counts).filter((type) => type.startsWith('TCP'))
    expect(sockets(countHandles())).toEqual(sockets(before))
    // The sign client's request queue arms one-shot 1 s timers (at init and after each answer)
    // that it never exposes; they run out by themselves, and nothing else may be left.
    for (let waited = 0; waited < 1_500 && !isDeepStrictEqual(countHandles(), before); waited += 50)
      await delay(50)
    expect(countHandles()).toEqual(before)
  })
})
