import type { SiwxMessage } from '@latchkit/core'
import { formatSiwxMessage } from '../../message/formatMessage.js'

/** A sign-in message of shop.example.com for `accountAddress` on `chainId`. */
export function polkadotSignIn(
  accountAddress: string,
  chainId: `polkadot:${string}`,
  change: Partial<SiwxMessage> = {},
): { data: SiwxMessage; message: string } {
  const data: SiwxMessage = {
    accountAddress,
    chainId,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    statement: 'Sign in to Example Shop.',
    nonce: 'nonce12345678',
    issuedAt: '2026-11-22T06:00:00.000Z',
    expirationTime: '2026-11-29T06:00:00.000Z',
    ...change,
  }
  return { data, message: formatSiwxMessage(data) }
}
