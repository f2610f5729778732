import { definePolkadotNetwork } from './polkadotNetwork.js'

// Genesis hashes: computed from the genesis state root of each chain spec in
// @substrate/connect-known-chains 1.10.3 (the genesis header's hash) and matching
// @polkadot/networks' known genesis hashes. SS58 prefixes, decimals and symbols: each spec's
// properties, which agree with the ss58-registry (polkadot 0, kusama 2, generic substrate 42).
// RPCs: the public endpoints polkadot-js/apps lists for each chain (the IBP's for the relay chains,
// Parity's for the Asset Hubs and Westend). Each definition is marked pure, so a site's bundler
// drops the networks the site does not import.

/** Polkadot (`polkadot:91b171bb158e2d3848fa23a9f1c25182`), 10 decimals, addresses with prefix 0. */
export const polkadot = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  rpcUrl: 'wss://rpc.ibp.network/polkadot',
  ss58Prefix: 0,
  decimals: 10,
  symbol: 'DOT',
  blockExplorer: { name: 'Subscan', url: 'https://polkadot.subscan.io' },
  testnet: false,
})

/** Kusama (`polkadot:b0a8d493285c2df73290dfb7e61f870f`), 12 decimals, addresses with prefix 2. */
export const kusama = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  rpcUrl: 'wss://rpc.ibp.network/kusama',
  ss58Prefix: 2,
  decimals: 12,
  symbol: 'KSM',
  blockExplorer: { name: 'Subscan', url: 'https://kusama.subscan.io' },
  testnet: false,
})

/** Polkadot Asset Hub (`polkadot:68d56f15f85d3136970ec16946040bc1`), DOT with prefix 0. */
export const polkadotAssetHub = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  name: 'Polkadot Asset Hub',
  rpcUrl: 'wss://polkadot-asset-hub-rpc.polkadot.io',
  ss58Prefix: 0,
  decimals: 10,
  symbol: 'DOT',
  blockExplorer: { name: 'Subscan', url: 'https://assethub-polkadot.subscan.io' },
  testnet: false,
})

/** Kusama Asset Hub (`polkadot:48239ef607d7928874027a43a6768920`), KSM with prefix 2. */
export const kusamaAssetHub = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x48239ef607d7928874027a43a67689209727dfb3d3dc5e5b03a39bdc2eda771a',
  name: 'Kusama Asset Hub',
  rpcUrl: 'wss://kusama-asset-hub-rpc.polkadot.io',
  ss58Prefix: 2,
  decimals: 12,
  symbol: 'KSM',
  blockExplorer: { name: 'Subscan', url: 'https://assethub-kusama.subscan.io' },
  testnet: false,
})

/** Paseo, the community test relay chain (`polkadot:77afd6190f1554ad45fd0d31aee62aac`), PAS. */
export const paseo = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  name: 'Paseo',
  rpcUrl: 'wss://rpc.ibp.network/paseo',
  ss58Prefix: 42,
  decimals: 10,
  symbol: 'PAS',
  blockExplorer: { name: 'Subscan', url: 'https://paseo.subscan.io' },
})

/** Westend, Parity's test relay chain (`polkadot:e143f23803ac50e8f6f8e62695d1ce9e`), WND. */
export const westend = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  rpcUrl: 'wss://westend-rpc.polkadot.io',
  ss58Prefix: 42,
  decimals: 12,
  symbol: 'WND',
  blockExplorer: { name: 'Subscan', url: 'https://westend.subscan.io' },
})
