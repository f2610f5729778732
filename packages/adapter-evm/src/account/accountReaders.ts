// The account-data readers (native and ERC-20 balances, ENS profile), loaded together on first
// use: the account view asks for them at once, and their viem parts (multicall, ENS, avatar
// parsing) are not needed before a wallet is connected. The history and ENS name resolution are
// parts of their own, which these load when first asked.
export { getTransactions, resolveName } from './deferredReaders.js'
export { getEnsProfile } from './getEnsProfile.js'
export { getNativeBalance } from './getNativeBalance.js'
export { getTokenBalances } from './getTokenBalances.js'
