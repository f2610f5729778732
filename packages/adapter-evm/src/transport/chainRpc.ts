// The chain RPC part, loaded on a chain's first JSON-RPC request (`loadChainRpc`): what serves the
// requests of the transports the adapter builds, and the embedded wallet's chain reads, which go
// through them. Its modules read the adapter's entry (`defaultBlockchainApiUrl` of constants.ts);
// a lazy part that imported nothing from the entry but shared viem's modules with it made Vite 8's
// bundler split those modules into extra files the page fetched before the first click.
export { readEmbeddedChain } from '../connectors/readEmbeddedChain.js'
export { startChainRpc } from './startChainRpc.js'
