import { expect, test } from 'vitest'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  isUserRejection,
  toConnectError,
  UserRejectedRequestError,
  withUserRejectionMapped,
} from './connection.js'

// What wallets of each namespace throw when the visitor declines.
const rejections = {
  'EIP-1193 4001 (MetaMask, Unisat, OKX)': Object.assign(new Error('User rejected the request.'), {
    code: 4001,
  }),
  "the wallet-standard's code": Object.assign(new Error('rejected'), { code: 4001000 }),
  'a WalletStandardError context': Object.assign(new Error('Request rejected'), {
    context: { __code: 4001000 },
  }),
  'plain words (Solflare)': new Error('User canceled the request'),
  'wrapped in a wallet adapter error': Object.assign(new Error('WalletSignMessageError'), {
    error: Object.assign(new Error('x'), { code: 4001 }),
  }),
  'as a cause': new Error('failed', { cause: { code: 4001 } }),
}

test.each(Object.entries(rejections))('%s is a rejection', (_, error) => {
  expect(isUserRejection(error)).toBe(true)
})

test('other failures, and values that are not errors, are not rejections', () => {
  expect(isUserRejection(Object.assign(new Error('Internal error'), { code: -32603 }))).toBe(false)
  expect(isUserRejection(new Error('insufficient funds'))).toBe(false)
  expect(isUserRejection(undefined)).toBe(false)
  expect(isUserRejection('User rejected')).toBe(false)
  const cyclic: { cause?: unknown } = {}
  cyclic.cause = cyclic
  expect(isUserRejection(cyclic)).toBe(false)
})

test('withUserRejectionMapped turns a rejection into UserRejectedRequestError, keeping the wallet error as its cause', async () => {
  const walletError = rejections['plain words (Solflare)']
  const mapped = await withUserRejectionMapped(() => Promise.reject(walletError)).catch((error) => error)
  expect(mapped).toBeInstanceOf(UserRejectedRequestError)
  expect(mapped.cause).toBe(walletError)
  const other = new Error('insufficient funds')
  await expect(withUserRejectionMapped(() => Promise.reject(other))).rejects.toBe(other)
  await expect(withUserRejectionMapped(async () => 'signed')).resolves.toBe('signed')
})

test("toConnectError: a declined connection is 'Connection rejected' with UserRejectedRequestError as its cause; any other failure 'Failed to connect'", () => {
  const declined = toConnectError(rejections['plain words (Solflare)'])
  expect(declined).toBeInstanceOf(ConnectionRejectedError)
  expect(declined.shortMessage).toBe('Connection rejected')
  expect(declined.cause).toBeInstanceOf(UserRejectedRequestError)
  const failed = toConnectError(new Error('extension crashed'))
  expect(failed).toBeInstanceOf(FailedToConnectError)
  expect(failed.cause).toEqual(new Error('extension crashed'))
})
