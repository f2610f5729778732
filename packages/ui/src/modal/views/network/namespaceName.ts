import type { ChainNamespace } from '@latchkit/core'
import type { StringId } from '../../../i18n/strings.en.js'

const namespaceNames: Record<ChainNamespace, StringId> = {
  eip155: 'namespaceEip155',
  solana: 'namespaceSolana',
  bip122: 'namespaceBip122',
  polkadot: 'namespacePolkadot',
  cosmos: 'namespaceCosmos',
}

/** The catalogue id of a chain namespace's display name ("EVM", "Solana", ...). */
export function namespaceNameId(namespace: ChainNamespace): StringId {
  return namespaceNames[namespace]
}
