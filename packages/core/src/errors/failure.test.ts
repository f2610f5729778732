import { expect, test } from 'vitest'
import { UserRejectedRequestError } from './connection.js'
import { errorText, toFailure } from './failure.js'
import { OnrampAmountTooHighError } from './onramp.js'
import { SwapQuoteUnavailableError } from './swap.js'

test("a LatchKit error's failure: its short message, code, name and the fields its text names", () => {
  const failure = toFailure(new OnrampAmountTooHighError({ max: '10000', currency: 'EUR' }))
  expect(failure).toEqual({
    message: 'Enter an amount of at most 10000 EUR',
    code: 'ONRAMP_AMOUNT_TOO_HIGH',
    name: 'OnrampAmountTooHighError',
    values: { max: '10000', currency: 'EUR' },
  })
  // Plain data: it survives the state's snapshot and a JSON round trip.
  expect(JSON.parse(JSON.stringify(failure))).toEqual(failure)
  expect(toFailure(new SwapQuoteUnavailableError({ from: 'ETH', to: 'USDC' })).message).toBe(
    'No quote for this swap',
  )
})

test("a wallet's errors keep EIP-1193's numeric code, so a declined request reads as one", () => {
  expect(toFailure(new UserRejectedRequestError())).toMatchObject({
    code: 4001,
    message: 'User rejected the request',
  })
  expect(toFailure(Object.assign(new Error('User denied'), { code: 4001 }))).toMatchObject({
    code: 4001,
    message: 'User denied',
    name: 'Error',
  })
})

test('anything thrown has a text', () => {
  expect(errorText('boom')).toBe('boom')
  expect(errorText(undefined)).toBe('undefined')
  expect(toFailure(null)).toEqual({ message: 'null', values: {} })
})
