import type { SiwxMessage } from '@latchkit/core'
import { expect, test } from 'vitest'
import { SiwxMessageError } from '../errors.js'
import { formatSiwxMessage } from './formatMessage.js'
import { parseSiwxMessage } from './parseMessage.js'

const evmMessage: SiwxMessage = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: 'shop.example.com',
  uri: 'https://shop.example.com/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6g7h8',
  statement: 'Sign in to Example Shop.',
  resources: [
    'https://shop.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
  ],
  requestId: 'req-42',
  issuedAt: '2026-11-22T06:00:00.000Z',
  expirationTime: '2026-11-22T07:00:00.000Z',
  notBefore: '2026-11-22T05:59:00.000Z',
}

const solanaMessage: SiwxMessage = {
  accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'Zz0987654321',
  issuedAt: '2026-11-22T06:00:00.000Z',
}

test('an EVM message is EIP-4361 text with every field, in order', () => {
  expect(formatSiwxMessage(evmMessage)).toBe(
    [
      'shop.example.com wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      'Sign in to Example Shop.',
      '',
      'URI: https://shop.example.com/login',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: a1b2c3d4e5f6g7h8',
      'Issued At: 2026-11-22T06:00:00.000Z',
      'Expiration Time: 2026-11-22T07:00:00.000Z',
      'Not Before: 2026-11-22T05:59:00.000Z',
      'Request ID: req-42',
      'Resources:',
      '- https://shop.example.com/terms',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
    ].join('\n'),
  )
})

test('a Solana message is CAIP-122 text naming the Solana account, without a statement', () => {
  expect(formatSiwxMessage(solanaMessage)).toBe(
    [
      'localhost:5173 wants you to sign in with your Solana account:',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      '',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: Zz0987654321',
      'Issued At: 2026-11-22T06:00:00.000Z',
    ].join('\n'),
  )
})

test('parsing a formatted message gives back every field', () => {
  expect(parseSiwxMessage(formatSiwxMessage(evmMessage))).toEqual(evmMessage)
  expect(parseSiwxMessage(formatSiwxMessage(solanaMessage))).toEqual(solanaMessage)
  const bare = { ...evmMessage, statement: undefined, resources: [], requestId: undefined }
  const { statement: _s, requestId: _r, ...expected } = bare
  expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(expected)
})

test('an EVM address is written checksummed, and a lower-case one in the text is refused', () => {
  const lower = { ...evmMessage, accountAddress: evmMessage.accountAddress.toLowerCase() }
  expect(formatSiwxMessage(lower)).toContain('\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n')
  const text = formatSiwxMessage(evmMessage).replace(evmMessage.accountAddress, lower.accountAddress)
  expect(() => parseSiwxMessage(text)).toThrowError(SiwxMessageError)
})

test.each([
  ['domain', { domain: 'not a domain' }],
  ['uri', { uri: 'no scheme' }],
  ['version', { version: '2' }],
  ['nonce', { nonce: 'short' }],
  ['statement', { statement: 'two\nlines' }],
  ['issuedAt', { issuedAt: 'yesterday' }],
  ['expirationTime', { expirationTime: '2026-13-45T99:00:00Z' }],
  ['resources', { resources: ['not a uri'] }],
  ['chainId', { chainId: 'eip155:01' }],
] as const)('building a message with an invalid %s throws SiwxMessageError naming it', (field, change) => {
  const error = (() => {
    try {
      formatSiwxMessage({ ...evmMessage, ...change } as SiwxMessage)
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toBeInstanceOf(SiwxMessageError)
  expect((error as SiwxMessageError).shortMessage).toBe('Malformed sign-in message')
  expect((error as SiwxMessageError).field).toBe(field)
})

test.each([
  ['an empty string', ''],
  ['a foreign namespace', formatSiwxMessage(solanaMessage).replace('Solana account', 'Dogecoin account')],
  ['a missing nonce', formatSiwxMessage(solanaMessage).replace('Nonce: Zz0987654321\n', '')],
  ['a trailing line', `${formatSiwxMessage(solanaMessage)}\nExtra: 1`],
  [
    'fields out of order',
    formatSiwxMessage(evmMessage).replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'),
  ],
  ['an EIP-4361 message without Issued At', formatSiwxMessage(evmMessage).replace(/Issued At: .*\n/, '')],
])('parsing %s throws SiwxMessageError', (_name, text) => {
  expect(() => parseSiwxMessage(text)).toThrowError(SiwxMessageError)
})
