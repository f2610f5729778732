import { expect, test } from 'vitest'
import { BaseError } from './base.js'

test('the short message is what a visitor sees; the message adds details for developers', () => {
  const cause = new Error('socket hang up')
  const error = new BaseError('Server Error', { cause, metaMessages: ['URL: /v1/identity'] })
  expect(error.shortMessage).toBe('Server Error')
  expect(error.details).toBe('socket hang up')
  expect(error.message).toMatchInlineSnapshot(`
    "Server Error

    URL: /v1/identity

    Details: socket hang up"
  `)
})

test('walk returns the deepest cause, or the first matching one', () => {
  const root = new Error('root')
  const middle = new BaseError('middle', { cause: root })
  const top = new BaseError('top', { cause: middle })
  expect(top.walk()).toBe(root)
  expect(top.walk((error) => error instanceof BaseError && error.shortMessage === 'middle')).toBe(middle)
  expect(top.walk(() => false)).toBeNull()
})

test('walk stops on a cause cycle', () => {
  const a = new BaseError('a')
  const b = new BaseError('b', { cause: a })
  Object.defineProperty(a, 'cause', { value: b })
  expect(a.walk()).toBe(b)
})
