import { expect, test } from 'vitest'
import { tokenAmount } from './tokenState.js'

test('token amounts read as validators print them: decimals applied, trailing zeros trimmed', () => {
  expect(tokenAmount(1_234_500_000n, 6)).toEqual({
    amount: '1234500000',
    decimals: 6,
    uiAmount: 1234.5,
    uiAmountString: '1234.5',
  })
  expect(tokenAmount(1n, 6)).toMatchObject({ uiAmount: 0.000001, uiAmountString: '0.000001' })
  expect(tokenAmount(0n, 9)).toMatchObject({ amount: '0', uiAmount: 0, uiAmountString: '0' })
  expect(tokenAmount(42n, 0)).toMatchObject({ uiAmount: 42, uiAmountString: '42' })
  expect(tokenAmount(18_446_744_073_709_551_615n, 6).uiAmountString).toBe('18446744073709.551615')
})
