import { describe, expect, test } from 'vitest'
import { readExecutionPermissionRequests, readGrantPermissionsRequest } from './readPermissionRequests.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const expiry = 1_900_000_000

// What viem's and MetaMask's kits send for `requestExecutionPermissions`.
const periodic = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry,
  signer: { type: 'account', data: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
  permission: {
    type: 'erc20-token-periodic',
    isAdjustmentAllowed: false,
    data: { tokenAddress: token, periodAmount: '0x3b9aca00', periodDuration: 86_400, justification: 'Tips' },
  },
  ...overrides,
})

describe('ERC-7715 requests read as smart sessions', () => {
  test('wallet_requestExecutionPermissions: an ERC-20 amount per period, with its expiry', () => {
    expect(readExecutionPermissionRequests([periodic()])).toEqual([
      {
        chainId: 31337,
        expiresAt: expiry,
        permission: {
          type: 'erc20-token-periodic',
          token,
          periodAmount: '1000000000',
          periodSeconds: 86_400,
        },
      },
    ])
    // The expiry may come as a rule instead.
    const withRule = periodic({ expiry: undefined, rules: [{ type: 'expiry', data: { timestamp: expiry } }] })
    expect(readExecutionPermissionRequests([[withRule]])[0]?.expiresAt).toBe(expiry)
  })

  test('the older wallet_grantPermissions: one erc20-token-recurring-allowance', () => {
    const request = {
      chainId: '0x7a69',
      expiry,
      signer: { type: 'wallet' },
      permissions: [
        {
          type: 'erc20-token-recurring-allowance',
          data: { token, allowance: '0x64', start: 0, period: 3600 },
        },
      ],
    }
    expect(readGrantPermissionsRequest([request])).toEqual({
      chainId: 31337,
      expiresAt: expiry,
      permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: 3600 },
    })
  })

  test('what a session cannot hold is refused with -32602 and the rule it broke', () => {
    const refused = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return {
          code: (error as { code?: number }).code,
          message: (error as { shortMessage?: string }).shortMessage,
        }
      }
      return undefined
    }
    expect(
      refused(() =>
        readExecutionPermissionRequests([
          periodic({ permission: { type: 'native-token-stream', data: {} } }),
        ]),
      ),
    ).toEqual({ code: -32602, message: 'Unsupported permission type: native-token-stream' })
    expect(refused(() => readExecutionPermissionRequests([periodic({ expiry: undefined })]))).toEqual({
      code: -32602,
      message: 'A permission needs an expiry',
    })
    const zero = periodic()
    zero.permission.data.periodAmount = '0x0'
    expect(refused(() => readExecutionPermissionRequests([zero]))).toEqual({
      code: -32602,
      message: "'periodAmount' must be an amount above 0 (hex)",
    })
    expect(refused(() => readExecutionPermissionRequests([]))).toEqual({
      code: -32602,
      message: 'Expected at least one permission request',
    })
    expect(
      refused(() => readGrantPermissionsRequest([{ chainId: '0x1', expiry, permissions: [{}, {}] }])),
    ).toEqual({ code: -32602, message: 'Expected exactly one permission' })
  })
})
