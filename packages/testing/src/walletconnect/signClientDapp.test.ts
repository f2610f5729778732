import type SignClient from '@walletconnect/sign-client'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSignClient } from './closeSignClient.js'
import { recordRemoteDials } from './recordRemoteDials.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

const eip155 = {
  chains: ['eip155:31337'],
  methods: ['personal_sign', 'eth_accounts'],
  events: ['chainChanged', 'accountsChanged'],
}

describe('the rig wallet with an unmodified sign-client dapp', () => {
  const dials = recordRemoteDials()
  const isVitest = process.env.IS_VITEST
  let relay: Relay
  let dapp: SignClient
  let wallet: WalletConnectWallet

  beforeAll(async () => {
    // The clients skip Verify and telemetry when they see IS_VITEST; hide it so the paths a demo
    // runs are the ones tested, and any remote dial they make shows up.
    delete process.env.IS_VITEST
    relay = await startRelay()
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [31337] } }),
    ])
  })

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await relay?.stop()
    dials.stop()
    if (isVitest !== undefined) process.env.IS_VITEST = isVitest
  })

  it('pairs, settles a session and answers personal_sign with a signature viem verifies', async () => {
    const startedAt = performance.now()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
    await wallet.pair(uri as string)
    const session = await approval()
    // No remote Verify round trip: the proposal is answered at local speed.
    expect(performance.now() - startedAt).toBeLessThan(3_000)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.evmAddress}`])
    expect(wallet.sessions.map(({ topic }) => topic)).toEqual([session.topic])

    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', wallet.evmAddress] },
    })
    expect(
      await verifyMessage({ address: wallet.evmAddress as `0x${string}`, message: 'hello', signature }),
    ).toBe(true)
    expect(wallet.requests).toEqual([
      { method: 'personal_sign', chainId: 'eip155:31337', outcome: 'answered' },
    ])
  })

  it('dialled nothing but 127.0.0.1', () => {
    expect(dials.remoteHosts).toEqual([])
  })
})
