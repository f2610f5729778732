import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  test('matches an exact origin, case-insensitively in the host and with default ports', () => {
    const allowed = ['https://shop.example.com', 'http://localhost:5173']
    expect(isOriginAllowed('https://shop.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://SHOP.example.com:443', allowed)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', allowed)).toBe(true)
    expect(isOriginAllowed('http://shop.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://shop.example.com:8443', allowed)).toBe(false)
    expect(isOriginAllowed('http://localhost:5174', allowed)).toBe(false)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
  })

  test('a leftmost *. stands for one or more host labels', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://example.com.evil.io', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:444', allowed)).toBe(false)
  })

  test('a :* port allows any port', () => {
    expect(isOriginAllowed('http://127.0.0.1:61234', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('https://127.0.0.1:61234', ['http://127.0.0.1:*'])).toBe(false)
  })

  test('rejects what is not an origin or not a supported pattern', () => {
    expect(isOriginAllowed('not a url', ['*'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['*'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['https://app.*.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['https://*'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
    expect(isOriginAllowed('null', ['null'])).toBe(false)
  })

  test('any origin is allowed by itself and never by a different host (property)', () => {
    const origin = fc
      .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
      .map(
        ([scheme, domain, port]) => new URL(`${scheme}://${domain}${port === null ? '' : `:${port}`}`).origin,
      )
    fc.assert(
      fc.property(origin, origin, (page, other) => {
        expect(isOriginAllowed(page, [page])).toBe(true)
        if (new URL(page).hostname !== new URL(other).hostname)
          expect(isOriginAllowed(page, [other])).toBe(false)
      }),
    )
  })
})
