import { type Address, type Chain, createClient, http, numberToHex, type Transport } from 'viem'
import { rigPoolTotal } from './rigPools.js'
import { anvilMnemonic, deriveTestAccounts, type EvmTestAccount } from './testAccounts.js'

/**
 * The mnemonic index of the account that deploys the rig's Uniswap v2 and owns its pools' shares:
 * one past the last test account a rig can have, so no visitor's wallet holds it and the test
 * accounts' balances and nonces stay as start-up left them.
 */
export const liquidityAccountIndex = 100

/** The rig's liquidity account (anvil's mnemonic, index `liquidityAccountIndex`). */
export function deriveLiquidityAccount(): EvmTestAccount {
  const [account] = deriveTestAccounts(anvilMnemonic, 1, liquidityAccountIndex)
  return account as EvmTestAccount
}

// The pools' ETH, and plenty for gas.
const liquidityAccountEther = rigPoolTotal('ETH') + 100n * 10n ** 18n

/** Gives `address` the ETH the pools need (anvil's `anvil_setBalance`: it is not a funded dev account). */
export async function fundLiquidityAccount(chain: Chain, address: Address): Promise<void> {
  const client = createClient<Transport, Chain>({ chain, transport: http() })
  await client.request<{
    Method: 'anvil_setBalance'
    Parameters: [Address, `0x${string}`]
    ReturnType: null
  }>({
    method: 'anvil_setBalance',
    params: [address, numberToHex(liquidityAccountEther)],
  })
}
