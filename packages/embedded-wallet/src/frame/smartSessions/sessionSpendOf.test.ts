import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { expect, test } from 'vitest'
import type { SmartSession } from '../../server/api.js'
import type { AccountCall } from '../userOperation/decodeAccountCalls.js'
import { smartAccount, stranger } from '../userOperation/userOperationExamples.js'
import { sessionSpendOf } from './sessionSpendOf.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const siteOrigin = 'https://shop.example.test'
const session: SmartSession = {
  id: `0x${'ab'.repeat(16)}`,
  chainId: 31337,
  account: smartAccount,
  siteOrigin,
  permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: 86_400 },
  expiresAt: 1_900_000_000,
  createdAt: 1_800_000_000,
  revokedAt: null,
  periodStart: 1_800_000_000,
  spentInPeriod: '0',
}
const transfer = (amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, amount] })
const call = (data: Hex, overrides: Partial<AccountCall> = {}): AccountCall => ({
  to: token,
  value: 0n,
  data,
  ...overrides,
})
const operation = (calls: AccountCall[], overrides: Partial<Parameters<typeof sessionSpendOf>[1]> = {}) => ({
  chainId: 31337,
  sender: smartAccount.toLowerCase(),
  calls,
  siteOrigin,
  sponsored: true,
  ...overrides,
})
const outside = "The operation is outside the session's permission"

test("an operation of the token's transfers spends their total, up to the period's amount", () => {
  expect(sessionSpendOf(session, operation([call(transfer(30n)), call(transfer(70n))]))).toBe(100n)
  expect(sessionSpendOf(session, operation([call(transfer(1n), { to: token.toLowerCase() as Hex })]))).toBe(
    1n,
  )
})

test("more than a whole period's amount reaches the limit before the service is asked", () => {
  expect(() => sessionSpendOf(session, operation([call(transfer(60n)), call(transfer(41n))]))).toThrow(
    'Permission limit reached',
  )
})

test.each([
  ['another chain', operation([call(transfer(1n))], { chainId: 1 })],
  ['another account', operation([call(transfer(1n))], { sender: stranger })],
  ['another site', operation([call(transfer(1n))], { siteOrigin: 'https://blog.shop.example.test' })],
  ['no call', operation([])],
  ['another contract', operation([call(transfer(1n), { to: stranger })])],
  ['ETH sent with the transfer', operation([call(transfer(1n), { value: 1n })])],
  [
    'the token’s approve',
    operation([call(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, 1n] }))]),
  ],
  ['a transfer with extra bytes', operation([call(`${transfer(1n)}00`)])],
  ['empty data', operation([call('0x')])],
  ['a transfer of nothing', operation([call(transfer(0n))])],
  // Gas from the account's ETH: the site would set the fees, and could collect them.
  ['gas paid by the account (no paymaster)', operation([call(transfer(1n))], { sponsored: false })],
])('%s is outside the session', (_, refused) => {
  expect(() => sessionSpendOf(session, refused)).toThrow(outside)
})
