import { selectPlural } from '@latchkit/core'
import { expect, test } from 'vitest'
// The modal's English catalogue (ui is not a dependency of this package; the test reads its source).
import { en } from '../../ui/src/i18n/strings.en.js'
import { frameFailure } from './frame/frameFailure.js'
import {
  DeviceApprovalAbortedError,
  DeviceApprovalDeniedError,
  DeviceApprovalExpiredError,
  NotSignedInError,
  ServiceRequestError,
} from './frame/service/errors.js'
import { FrameLoadFailedError, SiteOriginNotAllowedError } from './handshake/errors.js'
import { FrameMessengerClosedError, FrameRequestTimeoutError } from './protocol/errors.js'
import { apiErrorReasons } from './server/api.js'
import {
  EmailLoginTooSoonError,
  InvalidEmailError,
  NoPendingEmailLoginError,
  SignOutTimeoutError,
} from './site/errors.js'

const english = (key: string, values: Record<string, number> = {}) =>
  selectPlural((en as Record<string, string>)[key] ?? '', values, 'en')

test.each(Object.entries(apiErrorReasons))(
  "the service's reason %s has the modal's text, in the words the service uses",
  (reason, message) => {
    expect(en).toHaveProperty([reason])
    expect(english(reason, { seconds: 30 })).toBe(message.replace('{seconds}', '30'))
  },
)

test.each([
  new EmailLoginTooSoonError({ seconds: 30 }),
  new InvalidEmailError(),
  new NoPendingEmailLoginError(),
  new SignOutTimeoutError(),
  new NotSignedInError(),
  new DeviceApprovalDeniedError(),
  new DeviceApprovalExpiredError(),
  new DeviceApprovalAbortedError(),
  new SiteOriginNotAllowedError({ siteOrigin: 'https://elsewhere.example' }),
  new FrameMessengerClosedError({ requestType: 'ConnectEmail' }),
])('$name: the modal has its text, in the same words', (error) => {
  expect(english(error.code, { seconds: 30 })).toBe(error.shortMessage)
})

test("the frame's errors named by the spec's internal words show the spec's sentences", () => {
  expect(
    english(new FrameLoadFailedError({ frameOrigin: 'https://wallet.example', timeoutMs: 15_000 }).code),
  ).toBe('Network Error - Could not load embedded wallet')
  expect(
    english(new FrameRequestTimeoutError({ requestType: 'ConnectEmail', timeoutMs: 120_000 }).code),
  ).toBe('Embedded Wallet Request Timed Out')
})

test('what the frame tells the site: the reason, the wait for a too-early login, a key for the bare codes', () => {
  const tooSoon = new ServiceRequestError({
    status: 429,
    code: 'rate_limited',
    message: 'Please try again after 12 seconds',
    retryAfterSeconds: 12,
    reason: 'EMAIL_LOGIN_TOO_SOON',
  })
  expect(frameFailure(tooSoon)).toEqual({
    message: 'Please try again after 12 seconds',
    code: 'EMAIL_LOGIN_TOO_SOON',
    values: { seconds: 12 },
  })
  const down = new ServiceRequestError({ status: 0, code: 'network_error', message: 'Server Error' })
  expect(frameFailure(down)).toEqual({ message: 'Server Error', code: 'SERVER_ERROR' })
  expect(frameFailure(new DeviceApprovalDeniedError())).toMatchObject({ code: 'DEVICE_APPROVAL_DENIED' })
  expect(frameFailure('boom')).toEqual({ message: 'Something went wrong', code: 'SOMETHING_WENT_WRONG' })
})
