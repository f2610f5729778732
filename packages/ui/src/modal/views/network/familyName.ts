import type { ChainNamespace } from '@latchkit/core'
import type { StringId } from '../../../i18n/strings.en.js'

const familyNames: Record<ChainNamespace, StringId> = {
  eip155: 'familyEip155',
  solana: 'familySolana',
  bip122: 'familyBip122',
  polkadot: 'familyPolkadot',
  cosmos: 'familyCosmos',
}

/** The catalogue id of a chain family's display name ("EVM", "Solana", ...). */
export function familyNameId(namespace: ChainNamespace): StringId {
  return familyNames[namespace]
}
