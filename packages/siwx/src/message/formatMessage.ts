import type { SiwxMessage } from '@latchkit/core'
import { createSiweMessage } from 'viem/siwe'
import { SiwxMessageError } from '../errors.js'
import { accountLabel } from './accountLabels.js'
import { splitChainId, validateFields } from './validateFields.js'

const optionalDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value))

/**
 * The text a wallet shows and signs for `data`: EIP-4361 (built by viem) for EVM networks, the
 * same CAIP-122 layout naming the namespace's account for the others. Dates are written as
 * `Date.prototype.toISOString` writes them; EIP-4361 messages always carry `Issued At` (now when
 * `issuedAt` is absent).
 *
 * @throws {SiwxMessageError} when a field is invalid.
 * @example
 * formatSiwxMessage({ accountAddress, chainId: 'eip155:1', domain: 'example.com', uri: 'https://example.com', version: '1', nonce })
 */
export function formatSiwxMessage(data: SiwxMessage): string {
  validateFields(data)
  const { namespace, reference } = splitChainId(data.chainId)
  if (namespace === 'eip155') {
    try {
      return createSiweMessage({
        address: data.accountAddress as `0x${string}`,
        chainId: Number(reference),
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        statement: data.statement,
        resources: data.resources,
        requestId: data.requestId,
        issuedAt: optionalDate(data.issuedAt),
        expirationTime: optionalDate(data.expirationTime),
        notBefore: optionalDate(data.notBefore),
      })
    } catch (cause) {
      throw new SiwxMessageError('viem refused an EIP-4361 field', { cause })
    }
  }
  const iso = (value: string) => new Date(value).toISOString()
  const lines = [
    `${data.domain} wants you to sign in with your ${accountLabel(namespace)} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [''] : [data.statement, '']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${iso(data.issuedAt)}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${iso(data.expirationTime)}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${iso(data.notBefore)}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
