import type { ChainNamespace } from '@latchkit/core'

/** How a CAIP-122 message names each namespace's account ("...sign in with your Solana account:"). */
const accountLabels: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

export function accountLabel(namespace: ChainNamespace): string {
  return accountLabels[namespace]
}

export function namespaceOfLabel(label: string): ChainNamespace | undefined {
  return (Object.keys(accountLabels) as ChainNamespace[]).find(
    (namespace) => accountLabels[namespace] === label,
  )
}
