import type { CaipNetworkId, SiwxMessage } from '@latchkit/core'
import { getAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SiwxMessageError } from '../errors.js'
import { namespaceOfLabel } from './accountLabels.js'
import { splitChainId, validateFields } from './validateFields.js'

const headerPattern = /^(\S+) wants you to sign in with your (\w+) account:$/

/** Optional `Label: value` lines, in the order CAIP-122 writes them. */
const optionalLines = [
  ['Issued At: ', 'issuedAt'],
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
] as const

function malformed(problem: string): never {
  throw new SiwxMessageError(problem)
}

/** Reads the line `prefix<value>` at `lines[index]`. */
function field(lines: readonly string[], index: number, prefix: string): string {
  const line = lines[index]
  if (line === undefined || !line.startsWith(prefix)) malformed(`line ${index + 1} should start "${prefix}"`)
  return line.slice(prefix.length)
}

function readLines(text: string): SiwxMessage {
  const lines = text.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header)
    malformed('the first line should read "<domain> wants you to sign in with your <Chain> account:"')
  const [, domain = '', label = ''] = header
  const namespace = namespaceOfLabel(label)
  if (!namespace) malformed(`unknown account chain "${label}"`)
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') malformed('line 3 should be empty')
  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = lines[index]
    index += 1
    if (lines[index] !== '') malformed('the statement should be followed by an empty line')
  }
  index += 1
  const uri = field(lines, index++, 'URI: ')
  const version = field(lines, index++, 'Version: ')
  const reference = field(lines, index++, 'Chain ID: ')
  const nonce = field(lines, index++, 'Nonce: ')
  const data: SiwxMessage = {
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    domain,
    uri,
    version,
    nonce,
  }
  if (statement !== undefined) data.statement = statement
  for (const [prefix, key] of optionalLines)
    if (lines[index]?.startsWith(prefix)) data[key] = field(lines, index++, prefix)
  if (lines[index] === 'Resources:') {
    index += 1
    data.resources = []
    while (index < lines.length) data.resources.push(field(lines, index++, '- '))
  }
  if (index !== lines.length) malformed(`unexpected line ${index + 1}`)
  return data
}

/** EIP-4361 adds to CAIP-122: an EIP-55 address and a mandatory `Issued At`; viem must read the same fields. */
function checkEip4361(text: string, data: SiwxMessage): void {
  if (getAddress(data.accountAddress) !== data.accountAddress)
    throw new SiwxMessageError('accountAddress: not an EIP-55 checksummed address', {
      field: 'accountAddress',
    })
  if (data.issuedAt === undefined)
    throw new SiwxMessageError('issuedAt: EIP-4361 requires it', { field: 'issuedAt' })
  const viem = parseSiweMessage(text)
  if (viem.address !== data.accountAddress || viem.nonce !== data.nonce || viem.domain !== data.domain)
    malformed('viem reads this message differently')
}

/**
 * Reads a CAIP-122 / EIP-4361 sign-in message back into its fields (the inverse of
 * `formatSiwxMessage`). Strict: fields in the standard's order, nothing else, every field valid.
 *
 * @throws {SiwxMessageError} for any text that is not such a message; never another error.
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  try {
    if (typeof text !== 'string') malformed('a message is a string')
    const data = readLines(text)
    validateFields(data)
    if (splitChainId(data.chainId).namespace === 'eip155') checkEip4361(text, data)
    return data
  } catch (cause) {
    if (cause instanceof SiwxMessageError) throw cause
    throw new SiwxMessageError('unreadable message', { cause })
  }
}
