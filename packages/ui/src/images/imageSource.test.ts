import { expect, test } from 'vitest'
import { isAllowedImageSource } from './imageSource.js'

const options = { allowedOrigins: ['https://registry.example', 'http://127.0.0.1:5173'] }

test('allows data image URLs and the listed origins only', () => {
  expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=', options)).toBe(true)
  expect(isAllowedImageSource('data:image/svg+xml,%3Csvg%2F%3E', options)).toBe(true)
  expect(isAllowedImageSource('https://registry.example/getWalletImage/abc', options)).toBe(true)
  expect(isAllowedImageSource('https://evil.example/abc.png', options)).toBe(false)
  expect(isAllowedImageSource('https://registry.example.evil.example/x.png', options)).toBe(false)
})

test('refuses other schemes and broken input', () => {
  for (const source of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://registry.example/1234',
    'file:///etc/passwd',
    'http://[::1',
    '',
    undefined,
  ]) {
    expect(isAllowedImageSource(source, options), String(source)).toBe(false)
  }
})

test('resolves relative paths against the page', () => {
  const page = { allowedOrigins: ['http://127.0.0.1:5173'], baseUrl: 'http://127.0.0.1:5173/app/' }
  expect(isAllowedImageSource('/wallets/a.png', page)).toBe(true)
  expect(isAllowedImageSource('/wallets/a.png', { allowedOrigins: [] })).toBe(false)
})
