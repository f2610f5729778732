import type SignClient from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { closeSignClient } from './closeSignClient.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

const eip155 = { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] }
const sevenDays = 7 * 24 * 60 * 60
let relay: Relay
let dapp: SignClient
let wallet: WalletConnectWallet

beforeAll(async () => {
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
})

async function settleSession() {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
  await wallet.pair(uri as string)
  return approval()
}

it("grants the dapp a session of the wallet's chosen lifetime, and the sign client's seven days by default", async () => {
  const now = () => Math.floor(Date.now() / 1000)
  const usual = await settleSession()
  expect(usual.expiry).toBeGreaterThanOrEqual(now() + sevenDays - 60)

  wallet.behaviour.sessionLifetimeSeconds = 60
  const short = await settleSession()
  expect(short.expiry).toBeGreaterThan(now() + 50)
  expect(short.expiry).toBeLessThanOrEqual(now() + 60)
  // The dapp keeps the expiry the wallet sent: its expirer drops the session then.
  expect(dapp.session.get(short.topic).expiry).toBe(short.expiry)
})
