import { expect, test } from 'vitest'
import { buildUrl } from './buildUrl.js'

test('joins base URL, path and query', () => {
  expect(
    buildUrl('http://127.0.0.1:8080/api/', '/getWallets', {
      page: 2,
      include: ['a', 'b'],
      search: undefined,
      isTestnet: false,
      name: 'a b&c',
    }),
  ).toBe('http://127.0.0.1:8080/api/getWallets?page=2&include=a%2Cb&isTestnet=false&name=a+b%26c')
})
