import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

const evmMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
]
const evmEvents = ['accountsChanged', 'chainChanged']
const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
// Solana wallets announce another account, or another cluster (chainChanged, as for the other namespaces).
const solanaEvents = ['accountsChanged', 'chainChanged']
// WalletConnect's Bitcoin RPC, less `sendTransfer`: the rig wallet signs, the dapp builds.
const bitcoinMethods = ['getAccountAddresses', 'signMessage', 'signPsbt']
const bitcoinEvents = ['bip122_addressesChanged']
const polkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage']
const polkadotEvents = ['chainChanged', 'accountsChanged']

type SupportedNamespaces = Record<string, SessionTypes.BaseNamespace & { chains: string[] }>

export type WalletAccounts = {
  evm?: { address: string; chainIds: readonly number[] }
  /** `chains` undefined: every `solana:` chain the dapp asks for (the key signs for any cluster). */
  solana?: { publicKey: string; chains: readonly string[] | undefined }
  /** The payment and ordinal addresses, as `bip122` accounts on every one of `chains`. */
  bitcoin?: { addresses: readonly string[]; chains: readonly string[] }
  /** SS58 addresses, as `polkadot` accounts on every one of `chains` (`polkadot:<genesis prefix>`). */
  polkadot?: { addresses: readonly string[]; chains: readonly string[] }
}

/** What the rig wallet can approve for a proposal, in the shape `buildApprovedNamespaces` takes. */
export function supportedNamespaces(
  proposal: ProposalTypes.Struct,
  accounts: WalletAccounts,
): SupportedNamespaces {
  const namespaces: SupportedNamespaces = {}
  if (accounts.evm) {
    const { address, chainIds } = accounts.evm
    const chains = chainIds.map((chainId) => `eip155:${chainId}`)
    namespaces.eip155 = {
      chains,
      methods: evmMethods,
      events: evmEvents,
      accounts: chains.map((chain) => `${chain}:${address}`),
    }
  }
  if (accounts.solana) {
    const { publicKey } = accounts.solana
    const chains = [...(accounts.solana.chains ?? requestedChains(proposal, 'solana'))]
    if (chains.length > 0) {
      namespaces.solana = {
        chains,
        methods: solanaMethods,
        events: solanaEvents,
        accounts: chains.map((chain) => `${chain}:${publicKey}`),
      }
    }
  }
  if (accounts.bitcoin) {
    const { addresses, chains } = accounts.bitcoin
    namespaces.bip122 = {
      chains: [...chains],
      methods: bitcoinMethods,
      events: bitcoinEvents,
      accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
    }
  }
  if (accounts.polkadot) {
    const { addresses, chains } = accounts.polkadot
    namespaces.polkadot = {
      chains: [...chains],
      methods: polkadotMethods,
      events: polkadotEvents,
      accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
    }
  }
  return namespaces
}

// Chains named under `solana` or as `solana:<reference>` keys, required or optional.
function requestedChains(proposal: ProposalTypes.Struct, namespace: string): string[] {
  const requested = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ].flatMap(([key, value]) =>
    key === namespace ? (value.chains ?? []) : key.startsWith(`${namespace}:`) ? [key] : [],
  )
  return [...new Set(requested)]
}
