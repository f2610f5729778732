import { litecoinRegtestParameters } from '../bitcoin/litecoinRegtestParameters.js'
import type { Rig } from './startRig.js'

/**
 * What a page needs to know about a running rig, as plain JSON (the demo receives it through
 * `VITE_LATCH_RIG`). No secrets: test wallets run in Node, not in the page.
 */
export type RigEnvironment = {
  evmChains: {
    chainId: number
    name: string
    rpcUrl: string
    multicall3: string
    ensUniversalResolver: string
    /** The rig's ERC-20 tokens on this chain (lUSD, LTK). */
    tokens: { symbol: string; name: string; address: string; decimals: number }[]
    /** The chain's Etherscan-compatible account API: the EVM adapter's `explorerApiUrls[chainId]`. */
    explorerApiUrl: string
    /**
     * The chain's Uniswap v2, with lUSD/LTK, lUSD/WETH and LTK/WETH pools: what an on-chain swap
     * provider is configured with (the router quotes, swaps and is the spender to approve).
     */
    uniswapV2: { factory: string; router: string; weth: string }
  }[]
  solana: {
    caipNetworkId: string
    rpcUrl: string
    wsUrl: string
    /** The cluster's SPL token (Latch USD), held by every Solana test account: a site's token listing. */
    token: { mint: string; symbol: string; name: string; decimals: number }
  }
  /**
   * The Bitcoin-family regtest: its genesis hash, Esplora-shaped API and address and message
   * parameters (Litecoin's), as a site passes them to `defineBitcoinNetwork` and the verifier.
   */
  bitcoin: {
    caipNetworkId: string
    genesisHash: string
    esploraUrl: string
    parameters: { bech32: string; pubKeyHash: number; scriptHash: number; messagePrefix: string }
  }
  /** The Polkadot-family chain (chopsticks): what a site passes to define the network. */
  polkadot: {
    caipNetworkId: string
    genesisHash: string
    wsUrl: string
    ss58Prefix: number
    decimals: number
    symbol: string
  }
  relayUrl: string
  registryUrl: string
  /** The embedded wallet's service (another origin than the site), when the rig runs one. */
  wallet?: { serviceUrl: string; projectId: string } | undefined
}

/** The page-facing description of `rig`. */
export function rigEnvironment(rig: Rig): RigEnvironment {
  return {
    evmChains: rig.evm.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      multicall3: chain.contracts.multicall3,
      ensUniversalResolver: chain.contracts.ensUniversalResolver,
      tokens: Object.values(chain.tokens).map(({ symbol, name, address, decimals }) => ({
        symbol,
        name,
        address,
        decimals,
      })),
      explorerApiUrl: rig.explorer.url(chain.chainId),
      uniswapV2: {
        factory: chain.uniswapV2.factory,
        router: chain.uniswapV2.router,
        weth: chain.uniswapV2.weth,
      },
    })),
    solana: {
      caipNetworkId: rig.solana.caipNetworkId,
      rpcUrl: rig.solana.rpcUrl,
      wsUrl: rig.solana.wsUrl,
      token: {
        mint: rig.solana.token.address,
        symbol: rig.solana.token.symbol,
        name: rig.solana.token.name,
        decimals: rig.solana.token.decimals,
      },
    },
    bitcoin: {
      caipNetworkId: rig.bitcoin.node.caipNetworkId,
      genesisHash: rig.bitcoin.node.genesisHash,
      esploraUrl: rig.bitcoin.esplora.url,
      parameters: {
        bech32: litecoinRegtestParameters.bech32,
        pubKeyHash: litecoinRegtestParameters.pubKeyHash,
        scriptHash: litecoinRegtestParameters.scriptHash,
        messagePrefix: litecoinRegtestParameters.messagePrefix,
      },
    },
    polkadot: {
      caipNetworkId: rig.polkadot.caipNetworkId,
      genesisHash: rig.polkadot.genesisHash,
      wsUrl: rig.polkadot.wsUrl,
      ss58Prefix: rig.polkadot.ss58Prefix,
      decimals: rig.polkadot.decimals,
      symbol: rig.polkadot.symbol,
    },
    relayUrl: rig.relay.url,
    registryUrl: rig.registry.url,
    ...(rig.wallet ? { wallet: { serviceUrl: rig.wallet.url, projectId: rig.wallet.projectId } } : {}),
  }
}
