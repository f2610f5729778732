import { expect, test } from 'vitest'
import { looksLikeSs58 } from './looksLikeSs58.js'

test('the form of an SS58 account address: 46 to 50 base58 characters, whatever the checksum', () => {
  for (const address of [
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', // Alice on Polkadot (prefix 0)
    'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', // on Kusama (2)
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', // generic (42)
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6', // a broken checksum: only the form is read
  ])
    expect(looksLikeSs58(address), address).toBe(true)
  for (const address of [
    '0x8eaf04151687736326c9fea17e25fc5287613693',
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp0', // 0 is not base58
    '15oF4uVJwmo4TdGW7VfQxNLav',
    ' 15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    '',
  ])
    expect(looksLikeSs58(address), address).toBe(false)
})
