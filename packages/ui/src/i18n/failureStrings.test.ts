import {
  ConnectorNotConnectedError,
  type FlowMessageCode,
  flowMessages,
  InvalidAmountError,
  InvalidDecimalsError,
  InvalidReceiverError,
  NetworkNotSupportedError,
  OnrampAccountRequiredError,
  OnrampAmountRequiredError,
  OnrampAmountTooHighError,
  OnrampAmountTooLowError,
  OnrampProjectIdRequiredError,
  OnrampUnsafeUrlError,
  OnrampWindowBlockedError,
  PayCancelledError,
  PayRequestInvalidError,
  PayWalletNotConnectedError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
  SwapAmountRequiredError,
  SwapApprovalTimeoutError,
  SwapInsufficientBalanceError,
  SwapQuoteUnavailableError,
  UserRejectedRequestError,
  WalletFeatureNotSupportedError,
} from '@latchkit/core'
import { expect, test } from 'vitest'
import { en } from './strings.en.js'
import { createTranslator } from './translate.js'
import { failureText } from './visitorText.js'

// The views show core's errors from the catalogue, by code: English must say what core says.
const errors = [
  new UserRejectedRequestError(),
  new ConnectorNotConnectedError('io.metamask'),
  new SendAmountAndReceiverRequiredError(),
  new SendTokenRequiredError(),
  new InvalidReceiverError({ receiver: 'nope' }),
  new InvalidAmountError({ amount: '1.2.3', decimals: 18 }),
  new InvalidDecimalsError({ decimals: 300 }),
  new SendUnsupportedChainError(),
  new SwapQuoteUnavailableError({ from: 'ETH', to: 'USDC' }),
  new SwapAmountRequiredError(),
  new SwapInsufficientBalanceError({ amount: '2', balance: '1', symbol: 'ETH' }),
  new SwapApprovalTimeoutError({ token: 'USDC' }),
  new NetworkNotSupportedError({ feature: 'swaps', caipNetworkId: 'eip155:11155111' }),
  new NetworkNotSupportedError({ feature: 'gasPrice', caipNetworkId: 'eip155:11155111' }),
  new PayRequestInvalidError({ reason: 'no amount' }),
  new PayCancelledError(),
  new PayWalletNotConnectedError({ namespace: 'eip155' }),
  new OnrampProjectIdRequiredError(),
  new OnrampAmountRequiredError(),
  new OnrampAmountTooLowError({ min: '20.00', currency: 'EUR' }),
  new OnrampAmountTooHighError({ max: '10000.00', currency: 'EUR' }),
  new OnrampAccountRequiredError(),
  new OnrampUnsafeUrlError({ url: 'javascript:alert(1)' }),
  new OnrampWindowBlockedError(),
  new WalletFeatureNotSupportedError({ wallet: 'Phantom', feature: 'sign messages' }),
  new WalletFeatureNotSupportedError({ wallet: 'Phantom', feature: 'sign transactions' }),
]

const t = createTranslator(en)

test.each(errors.map((error) => ({ name: error.name, error })))(
  '$name: the catalogue has it, in the words core uses',
  ({ error }) => {
    const key =
      error instanceof UserRejectedRequestError ? 'USER_REJECTED' : 'code' in error ? error.code : error.name
    expect(en, String(key)).toHaveProperty([String(key)])
    expect(failureText(error, { catalogue: en, t })).toBe(error.shortMessage)
  },
)

// Flows (social login's popup and its start, email's sign-out) throw with core's flow codes.
test("every flow code the catalogue has (POPUP_CLOSED, SOCIAL_CONNECT_FAILED, ...) reads as core's text", () => {
  const shared = (Object.keys(flowMessages) as FlowMessageCode[]).filter((code) => code in en)
  expect(shared).toEqual(expect.arrayContaining(['POPUP_CLOSED', 'SOCIAL_CONNECT_FAILED']))
  for (const code of shared) expect(en[code as keyof typeof en], code).toBe(flowMessages[code])
})

test('a social login whose code did not download reads as the spec words the email one', () => {
  expect(failureText({ code: 'SOCIAL_LOGIN_DEPENDENCY_FAILED' }, { catalogue: en, t })).toBe(
    'Unable to load social login dependency',
  )
})
