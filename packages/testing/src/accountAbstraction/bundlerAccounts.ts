import { type Address, createClient, type Hex, http, numberToHex } from 'viem'
import { liquidityAccountIndex } from '../evm/liquidityAccount.js'
import { anvilMnemonic, deriveTestAccounts, type EvmTestAccount } from '../evm/testAccounts.js'

/**
 * The bundler's own keys on a rig chain: anvil's mnemonic just past the liquidity account, so no
 * test account's nonce or balance moves when the bundler sends `handleOps` or deploys its
 * simulation contracts.
 */
export type BundlerAccounts = {
  /** Sends the bundles (`handleOps`) and is repaid by the accounts' prefunds. */
  executor: EvmTestAccount
  /** Deploys the EntryPoint, the factory and Alto's simulation contracts. */
  utility: EvmTestAccount
}

const bundlerAccountEther = 1_000n * 10n ** 18n

/** Derives the bundler's executor and utility accounts (mnemonic indices 101 and 102). */
export function deriveBundlerAccounts(): BundlerAccounts {
  const [executor, utility] = deriveTestAccounts(anvilMnemonic, 2, liquidityAccountIndex + 1)
  if (!executor || !utility) throw new Error('Could not derive the bundler accounts.')
  return { executor, utility }
}

/** Gives each of `addresses` 1,000 ETH with `anvil_setBalance`. */
export async function fundOnAnvil(rpcUrl: string, addresses: readonly Address[]): Promise<void> {
  const client = createClient({ transport: http(rpcUrl) })
  await Promise.all(
    addresses.map((address) =>
      client.request<{ Method: 'anvil_setBalance'; Parameters: [Address, Hex]; ReturnType: null }>({
        method: 'anvil_setBalance',
        params: [address, numberToHex(bundlerAccountEther)],
      }),
    ),
  )
}
