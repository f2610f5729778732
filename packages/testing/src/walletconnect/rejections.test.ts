import type SignClient from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaLocalCaipNetworkId } from '../solana/cluster.js'
import { closeSignClient } from './closeSignClient.js'
import { WalletConnectRigError } from './errors.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

const namespaces = {
  eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_accounts'], events: [] },
  solana: { chains: [solanaLocalCaipNetworkId], methods: ['solana_signMessage'], events: [] },
}

describe('rejections the dapp sees', () => {
  let relay: Relay
  let dapp: SignClient
  let wallet: WalletConnectWallet

  beforeAll(async () => {
    relay = await startRelay()
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [31337] }, solana: {} }),
    ])
  })

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await relay?.stop()
  })

  async function propose(optionalNamespaces: Record<string, (typeof namespaces)[keyof typeof namespaces]>) {
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    await wallet.pair(uri as string)
    return approval()
  }

  it('a rejected proposal fails the dapp with the user-rejected error, and the next one settles', async () => {
    wallet.behaviour.rejectNextProposal = true
    await expect(propose(namespaces)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(wallet.behaviour.rejectNextProposal).toBe(false)
    await expect(propose({ eip155: { ...namespaces.eip155, chains: ['eip155:1'] } })).rejects.toMatchObject({
      code: 5100,
    })
    expect(Object.keys((await propose(namespaces)).namespaces).sort()).toEqual(['eip155', 'solana'])
  })

  it('rejected requests fail with 4001 on eip155 and 5000 on solana; delays are kept', async () => {
    const [session] = wallet.sessions
    const topic = session?.topic as string
    const personalSign = () =>
      dapp.request({
        topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x6869', wallet.evmAddress] },
      })
    wallet.behaviour.rejectRequests = true
    await expect(personalSign()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(
      dapp.request({
        topic,
        chainId: solanaLocalCaipNetworkId,
        request: {
          method: 'solana_signMessage',
          params: { message: '2p3', pubkey: wallet.solanaPublicKey?.toBase58() },
        },
      }),
    ).rejects.toMatchObject({ code: 5000 })

    wallet.behaviour.rejectRequests = false
    wallet.behaviour.delayMs = 300
    const startedAt = performance.now()
    await expect(personalSign()).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(300)
    expect(wallet.requests.map(({ outcome }) => outcome)).toEqual(['rejected', 'rejected', 'answered'])
  })

  it('refuses bad options and bad URIs with a typed error', async () => {
    await expect(wallet.pair('https://example.invalid')).rejects.toThrow(WalletConnectRigError)
    await expect(wallet.pair('wc:not-a-uri')).rejects.toThrow(WalletConnectRigError)
    await expect(startWalletConnectWallet({ relayUrl: relay.url })).rejects.toThrow(/evm.*solana/)
    await expect(
      startWalletConnectWallet({ relayUrl: 'http://127.0.0.1:1', evm: { chainIds: [1] } }),
    ).rejects.toThrow(WalletConnectRigError)
    await expect(startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [0] } })).rejects.toThrow(
      /chainIds/,
    )
    await expect(
      startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [1], privateKey: '0x12' } }),
    ).rejects.toThrow(/privateKey/)
  })
})
