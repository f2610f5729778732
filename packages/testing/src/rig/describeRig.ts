import { describeBitcoinRig } from '../bitcoin/describeBitcoinRig.js'
import { describePolkadotChain } from '../polkadot/describePolkadotChain.js'
import type { Rig } from './startRig.js'

/** The endpoints and test accounts of a running rig, as lines for a terminal. */
export function describeRig(rig: Rig): string[] {
  const [chainA, chainB] = rig.evm.chains
  const lines = [
    `LatchKit rig ready in ${Math.round(rig.startupMs)} ms (all on 127.0.0.1)`,
    '',
    'EVM (anvil)',
    ...[chainA, chainB].map((chain) => `  ${chain.name} (chain id ${chain.chainId}): ${chain.rpcUrl}`),
    `  tokens: ${Object.values(chainA.tokens)
      .map((token) => `${token.symbol} ${token.address} (${token.decimals} decimals)`)
      .join(', ')}`,
    `  Uniswap v2: router ${chainA.uniswapV2.router}, factory ${chainA.uniswapV2.factory}, WETH ${chainA.uniswapV2.weth}`,
    ...[chainA, chainB].map(
      (chain) =>
        `  explorer API (Etherscan-compatible) of ${chain.chainId}: ${rig.explorer.url(chain.chainId)}`,
    ),
    'Solana (LiteSVM)',
    `  ${rig.solana.caipNetworkId}: ${rig.solana.rpcUrl} (ws ${rig.solana.wsUrl})`,
    `  token: ${rig.solana.token.symbol} ${rig.solana.token.mint.toBase58()}`,
    ...describeBitcoinRig(rig.bitcoin),
    ...describePolkadotChain(rig.polkadot),
    `WalletConnect relay: ${rig.relay.url}`,
    `Wallet registry and provider API: ${rig.registry.url}`,
    ...(rig.wallet
      ? [
          `Embedded wallet service: ${rig.wallet.url} (project ${rig.wallet.projectId})`,
          `Mail catcher (SMTP): ${rig.wallet.mail.host}:${rig.wallet.mail.port}`,
          ...(rig.wallet.social
            ? [
                'Social login: the rig plays Google, GitHub, Apple, Facebook, X and Discord; sign in as "Demo Visitor"',
              ]
            : []),
        ]
      : []),
    '',
    'EVM test accounts (private keys are anvil defaults: never use them on a real network)',
  ]
  for (const [index, account] of rig.evm.accounts.slice(0, 3).entries()) {
    const ens = rig.evm.ensProfiles.find((profile) => profile.address === account.address)
    lines.push(`  #${index} ${account.address}${ens ? ` (${ens.name})` : ''} key ${account.privateKey}`)
  }
  lines.push('Solana test accounts')
  for (const [index, account] of rig.solana.accounts.slice(0, 3).entries())
    lines.push(`  #${index} ${account.address}`)
  return lines
}
