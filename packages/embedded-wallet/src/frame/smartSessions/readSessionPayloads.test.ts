import { expect, test } from 'vitest'
import { readRpcRequest } from '../readPayload.js'
import { exampleUserOperation, networks } from '../userOperation/userOperationExamples.js'
import {
  maxPeriodSeconds,
  maxSessionSeconds,
  readGrantSessionPayload,
  readListSessionsPayload,
  readRevokeSessionPayload,
} from './readSessionPayloads.js'

const nowSeconds = 1_800_000_000
const context = { networks, nowSeconds }
const grant = {
  chainId: 31337,
  account: '0x9d8a62f656a8d1615c1294fd71e9cfb3e4855a4f',
  permission: {
    type: 'erc20-token-periodic',
    token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    periodAmount: '0001000000',
    periodSeconds: 3600,
  },
  expiresAt: nowSeconds + 3600,
}

test('a grant is kept as the permission binds it: addresses checksummed, the amount without leading zeros, nothing else', () => {
  expect(
    readGrantSessionPayload(
      { ...grant, permission: { ...grant.permission, symbol: 'USDC', decimals: 6 }, label: 'Pay' },
      context,
    ),
  ).toEqual({
    chainId: 31337,
    account: '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
    permission: {
      type: 'erc20-token-periodic',
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      periodAmount: '1000000',
      periodSeconds: 3600,
    },
    expiresAt: nowSeconds + 3600,
  })
})

test('the limits of a grant are the service’s: a period of 1 s to 366 days, an expiry at most a year ahead, a uint256', () => {
  const read = (changes: Record<string, unknown>, permission: Record<string, unknown> = {}) =>
    readGrantSessionPayload(
      { ...grant, ...changes, permission: { ...grant.permission, ...permission } },
      context,
    )
  expect(read({}, { periodSeconds: 1 }).permission.periodSeconds).toBe(1)
  expect(read({}, { periodSeconds: maxPeriodSeconds }).permission.periodSeconds).toBe(maxPeriodSeconds)
  expect(read({ expiresAt: nowSeconds + maxSessionSeconds }).expiresAt).toBe(nowSeconds + maxSessionSeconds)
  const maxUint256 = (2n ** 256n - 1n).toString()
  expect(read({}, { periodAmount: maxUint256 }).permission.periodAmount).toBe(maxUint256)
})

test.each([
  ['a payload that is not an object', null, 'request'],
  ['a chain the operator offers no smart accounts on', { ...grant, chainId: 1 }, 'chainId'],
  ['a chain id as text', { ...grant, chainId: '31337' }, 'chainId'],
  ['an account that is not an address', { ...grant, account: 'alice.eth' }, 'account'],
  ['no permission', { ...grant, permission: undefined }, 'permission'],
  [
    'another permission type',
    { ...grant, permission: { ...grant.permission, type: 'native-token-periodic' } },
    'permission.type',
  ],
  [
    'a token that is not an address',
    { ...grant, permission: { ...grant.permission, token: '0x1234' } },
    'permission.token',
  ],
  [
    'an amount of 0',
    { ...grant, permission: { ...grant.permission, periodAmount: '0' } },
    'permission.periodAmount',
  ],
  [
    'an amount as a number',
    { ...grant, permission: { ...grant.permission, periodAmount: 5 } },
    'permission.periodAmount',
  ],
  [
    'an amount with decimals',
    { ...grant, permission: { ...grant.permission, periodAmount: '1.5' } },
    'permission.periodAmount',
  ],
  [
    'an amount past uint256',
    { ...grant, permission: { ...grant.permission, periodAmount: '9'.repeat(78) } },
    'permission.periodAmount',
  ],
  [
    'a period of 0',
    { ...grant, permission: { ...grant.permission, periodSeconds: 0 } },
    'permission.periodSeconds',
  ],
  [
    'a period past 366 days',
    { ...grant, permission: { ...grant.permission, periodSeconds: maxPeriodSeconds + 1 } },
    'permission.periodSeconds',
  ],
  [
    'a fractional period',
    { ...grant, permission: { ...grant.permission, periodSeconds: 1.5 } },
    'permission.periodSeconds',
  ],
  ['an expiry now', { ...grant, expiresAt: nowSeconds }, 'expiresAt'],
  ['an expiry past a year', { ...grant, expiresAt: nowSeconds + maxSessionSeconds + 1 }, 'expiresAt'],
  ['an expiry in milliseconds as text', { ...grant, expiresAt: String(nowSeconds * 1000) }, 'expiresAt'],
])('a grant with %s is refused, naming the field', (_, payload, field) => {
  expect(() => readGrantSessionPayload(payload, context)).toThrow(`Field: ${field}`)
})

test('listing and revoking name an account and a session id, read as untrusted', () => {
  const id = `0x${'AB'.repeat(16)}`
  expect(readListSessionsPayload({ account: grant.account })).toEqual({
    account: '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
  })
  expect(readRevokeSessionPayload({ account: grant.account, id })).toEqual({
    account: '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
    id: id.toLowerCase(),
  })
  expect(() => readListSessionsPayload({})).toThrow('Field: account')
  expect(() => readRevokeSessionPayload({ account: grant.account, id: '0x1234' })).toThrow('Field: id')
  expect(() => readRevokeSessionPayload([grant.account, id])).toThrow('Field: request')
})

test("a user operation's session is read with it: 16 bytes of hex or nothing", () => {
  const payload = {
    namespace: 'eip155',
    chainId: 31337,
    method: 'eth_signUserOperation',
    params: [exampleUserOperation(), networks[0]?.entryPoint],
  }
  const id = `0x${'Cd'.repeat(16)}`
  expect(readRpcRequest({ ...payload, session: id })).toMatchObject({ session: id.toLowerCase() })
  expect(readRpcRequest(payload)).not.toHaveProperty('session')
  for (const session of [null, '', 'all', `0x${'cd'.repeat(17)}`, 7])
    expect(() => readRpcRequest({ ...payload, session })).toThrow('Field: session')
})
