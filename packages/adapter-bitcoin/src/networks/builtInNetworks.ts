import { type BitcoinNetworkParameters, defineBitcoinNetwork } from './bitcoinNetwork.js'

// The same parameters as @latchkit/siwx/bitcoin's `bitcoinNetworks`, written here on purpose:
// importing them from siwx would bring its verifier (22 KiB gz) into the page's first download.
// Each definition is marked pure, so a site's bundler drops the networks the site does not import.
const bitcoinMessagePrefix = '\x18Bitcoin Signed Message:\n'
const testParameters: BitcoinNetworkParameters = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  messagePrefix: bitcoinMessagePrefix,
}

/** Bitcoin (`bip122:000000000019d6689c085ae165831e93`), read through mempool.space's Esplora API. */
export const bitcoinMainnet = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  esploraUrl: 'https://mempool.space/api',
  parameters: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, messagePrefix: bitcoinMessagePrefix },
  walletNetworkNames: {
    walletStandard: 'bitcoin:mainnet',
    satsConnect: 'Mainnet',
    unisat: 'BITCOIN_MAINNET',
  },
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space' },
  testnet: false,
})

/** Bitcoin testnet4 (`bip122:00000000da84f2bafbbc53dee25a72ae`). */
export const bitcoinTestnet4 = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '00000000da84f2bafbbc53dee25a72ae507ff4914b867c565be350b0da8bf043',
  name: 'Bitcoin Testnet4',
  esploraUrl: 'https://mempool.space/testnet4/api',
  parameters: testParameters,
  walletNetworkNames: {
    walletStandard: 'bitcoin:testnet',
    satsConnect: 'Testnet4',
    unisat: 'BITCOIN_TESTNET4',
  },
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/testnet4' },
})

/** Bitcoin signet (`bip122:00000008819873e925422c1ff0f99f7c`). */
export const bitcoinSignet = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  name: 'Bitcoin Signet',
  esploraUrl: 'https://mempool.space/signet/api',
  parameters: testParameters,
  walletNetworkNames: { satsConnect: 'Signet', unisat: 'BITCOIN_SIGNET' },
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/signet' },
})

/**
 * Bitcoin regtest (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`). No public API serves a regtest:
 * give the adapter your node's Esplora URL (`esploraUrls`).
 */
export const bitcoinRegtest = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  name: 'Bitcoin Regtest',
  esploraUrl: 'http://127.0.0.1:3002',
  parameters: { ...testParameters, bech32: 'bcrt' },
  walletNetworkNames: { walletStandard: 'bitcoin:regtest', satsConnect: 'Regtest' },
})
