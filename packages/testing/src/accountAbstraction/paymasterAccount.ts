import { liquidityAccountIndex } from '../evm/liquidityAccount.js'
import { anvilMnemonic, deriveTestAccounts, type EvmTestAccount } from '../evm/testAccounts.js'

/**
 * The rig paymaster's key (anvil's mnemonic, index 103: past the liquidity account and the
 * bundler's two): it deploys the VerifyingPaymaster, owns it, pays its EntryPoint deposit and
 * signs the sponsorships, so no test account's nonce or balance moves.
 */
export function derivePaymasterAccount(): EvmTestAccount {
  const [account] = deriveTestAccounts(anvilMnemonic, 1, liquidityAccountIndex + 3)
  if (!account) throw new Error('Could not derive the paymaster account.')
  return account
}
