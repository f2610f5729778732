import { expect, test } from 'vitest'
import { chooseSessionNetwork, sessionChains, type WalletConnectSession } from './walletConnectSession.js'

const mainnet = { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin' }
const testnet4 = { caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae', name: 'Testnet4' }
const signet = { caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c', name: 'Signet' }
const siteNetworks = [mainnet, testnet4, signet]

test("the kit's current network when the wallet approved it", () => {
  const approved = [mainnet.caipNetworkId, signet.caipNetworkId]
  expect(chooseSessionNetwork(siteNetworks, approved, signet)).toBe(signet)
})

test("else the first of the site's networks the wallet approved, in the site's order", () => {
  const approved = [signet.caipNetworkId, testnet4.caipNetworkId]
  expect(chooseSessionNetwork(siteNetworks, approved, mainnet)).toBe(testnet4)
  expect(chooseSessionNetwork(siteNetworks, approved, undefined)).toBe(testnet4)
  // A current network the site did not configure is not taken, even when approved.
  const elsewhere = { caipNetworkId: 'bip122:12a765e31ffd4059bada1e25190f6e98' }
  expect(chooseSessionNetwork(siteNetworks, [elsewhere.caipNetworkId], elsewhere)).toBeUndefined()
})

test('none when the session approved none of the site’s networks; the adapter’s own copy is returned', () => {
  expect(chooseSessionNetwork(siteNetworks, [], mainnet)).toBeUndefined()
  const kitCopy = { ...testnet4 }
  expect(chooseSessionNetwork(siteNetworks, [testnet4.caipNetworkId], kitCopy)).toBe(testnet4)
})

test('sessionChains reads chains and the chains of accounts, once each', () => {
  const session = {
    namespaces: {
      bip122: {
        chains: [mainnet.caipNetworkId],
        accounts: [`${mainnet.caipNetworkId}:bc1qa`, `${signet.caipNetworkId}:tb1qb`],
        methods: [],
        events: [],
      },
    },
  } as unknown as WalletConnectSession
  expect(sessionChains(session, 'bip122')).toEqual([mainnet.caipNetworkId, signet.caipNetworkId])
  expect(sessionChains(session, 'solana')).toEqual([])
})
