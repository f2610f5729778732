import type { Connector } from '../../contracts/connector.js'
import { cleanUntrustedText } from '../../utils/untrustedText.js'

/**
 * A connector as the wallet list may show it. Its name, icon and rdns come from whatever the
 * wallet announced (EIP-6963, the wallet standard), typed or not: the name is cleaned of hidden
 * and direction-changing characters (the id stands in when nothing visible is left), and an icon
 * or rdns that is not a string is dropped.
 */
export function normalizeConnector(connector: Connector): Connector {
  const { imageUrl, rdns, ...rest } = connector
  const name = typeof connector.name === 'string' ? cleanUntrustedText(connector.name) : ''
  return {
    ...rest,
    name: name || cleanUntrustedText(String(connector.id)),
    ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
    ...(typeof rdns === 'string' ? { rdns } : {}),
  }
}
