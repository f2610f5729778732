import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { watchSocialPopup } from './watchSocialPopup.js'

const serviceOrigin = 'https://wallet.example.test'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setUp() {
  const popup = { closed: false, location: { href: '' }, close: () => {} }
  const page = new EventTarget()
  const ends: string[] = []
  const stop = watchSocialPopup({
    popup,
    serviceOrigin,
    attemptId: 'attempt-1',
    onDone: () => ends.push('done'),
    onClosed: () => ends.push('closed'),
    window: page as unknown as Window,
  })
  // A window's message event (Node's MessageEvent takes only ports as its source).
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    page.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? serviceOrigin,
        source: from.source ?? popup,
      }),
    )
  return { popup, ends, stop, post }
}

test('a popup the visitor closed is noticed within a second, once', () => {
  const { popup, ends } = setUp()
  vi.advanceTimersByTime(2_000)
  expect(ends).toEqual([])
  popup.closed = true
  vi.advanceTimersByTime(999)
  expect(ends).toEqual([])
  vi.advanceTimersByTime(1)
  expect(ends).toEqual(['closed'])
  vi.advanceTimersByTime(5_000)
  expect(ends).toEqual(['closed'])
})

test("the service's done message ends the watch: the popup closing after it is not a failure", () => {
  const { popup, ends, post } = setUp()
  post({ type: 'latchkit:social-done', attemptId: 'attempt-1' })
  popup.closed = true
  vi.advanceTimersByTime(3_000)
  expect(ends).toEqual(['done'])
})

test('a done message from another origin, another window or for another attempt is ignored', () => {
  const { popup, ends, post } = setUp()
  post({ type: 'latchkit:social-done', attemptId: 'attempt-1' }, { origin: 'https://evil.example' })
  post({ type: 'latchkit:social-done', attemptId: 'attempt-1' }, { source: {} })
  post({ type: 'latchkit:social-done', attemptId: 'attempt-2' })
  post('latchkit:social-done')
  expect(ends).toEqual([])
  popup.closed = true
  vi.advanceTimersByTime(1_000)
  expect(ends).toEqual(['closed'])
})

test('once stopped, nothing more is reported', () => {
  const { popup, ends, stop, post } = setUp()
  stop()
  post({ type: 'latchkit:social-done', attemptId: 'attempt-1' })
  popup.closed = true
  vi.advanceTimersByTime(2_000)
  expect(ends).toEqual([])
})
