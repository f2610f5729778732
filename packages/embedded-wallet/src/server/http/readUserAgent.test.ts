import type { IncomingMessage } from 'node:http'
import { expect, test } from 'vitest'
import { readUserAgent } from './readUserAgent.js'

const withUserAgent = (value: string | undefined) =>
  ({ headers: value === undefined ? {} : { 'user-agent': value } }) as IncomingMessage

test('the User-Agent shown is one line of at most 200 characters, without bidirectional controls', () => {
  expect(readUserAgent(withUserAgent('Firefox/140'))).toBe('Firefox/140')
  expect(readUserAgent(withUserAgent(undefined))).toBe('')
  expect(readUserAgent(withUserAgent('Chrome\r\nApproved by support\u202Eevil'))).toBe(
    'Chrome  Approved by support evil',
  )
  expect(readUserAgent(withUserAgent('x'.repeat(500)))).toHaveLength(200)
})
