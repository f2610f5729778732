import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { WalletServerConfigError } from '../errors.js'
import { resolveSmartAccounts } from './resolveSmartAccounts.js'
import { resolveWalletServerConfig } from './resolveWalletServerConfig.js'

const bundlerUrl = 'https://bundler.example.test/v2/8453/rpc?apikey=pim_secret-key'

const fieldOf = (config: unknown) => {
  try {
    resolveSmartAccounts(config)
  } catch (error) {
    if (error instanceof WalletServerConfigError) return error.field
    throw error
  }
  return undefined
}

test('a chain with only its bundler gets the canonical EntryPoint v0.7 and SimpleAccountFactory', () => {
  expect(resolveSmartAccounts({ networks: [{ chainId: 8453, bundlerUrl }] })).toEqual([
    {
      chainId: 8453,
      bundlerUrl,
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
    },
  ])
})

test('contracts the operator names are kept, checksummed', () => {
  const [network] = resolveSmartAccounts({
    networks: [
      {
        chainId: 31337,
        bundlerUrl: 'http://127.0.0.1:4337',
        entryPoint: '0x0000000071727de22e5e9d8baf0edac6f37da032',
        factory: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      },
    ],
  })
  expect(network?.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
  expect(network?.factory).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
})

test('without smartAccounts the service offers none, in code and in the JSON file alike', () => {
  expect(resolveSmartAccounts(undefined)).toEqual([])
  const base = {
    keyEncryptionKey: randomBytes(32).toString('base64'),
    smtp: { host: '127.0.0.1', port: 2525, from: 'wallet@example.test' },
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example.test'] }],
  }
  expect(resolveWalletServerConfig(base).smartAccounts).toEqual([])
  const fromJson = JSON.parse(
    JSON.stringify({ ...base, smartAccounts: { networks: [{ chainId: 1, bundlerUrl }] } }),
  )
  expect(resolveWalletServerConfig(fromJson).smartAccounts.map(({ chainId }) => chainId)).toEqual([1])
})

test('each wrong field is named: the chain id, its repetition, the bundler URL and the contracts', () => {
  const network = { chainId: 8453, bundlerUrl }
  expect(fieldOf({ networks: {} })).toBe('smartAccounts')
  expect(fieldOf([network])).toBe('smartAccounts')
  expect(fieldOf({ networks: [null] })).toBe('smartAccounts.networks[0]')
  for (const chainId of [0, -1, 1.5, '8453', 2 ** 53, undefined])
    expect(fieldOf({ networks: [{ ...network, chainId }] })).toBe('smartAccounts.networks[0].chainId')
  expect(fieldOf({ networks: [network, { ...network, bundlerUrl: 'https://other.example.test' }] })).toBe(
    'smartAccounts.networks[1].chainId',
  )
  for (const url of [
    undefined,
    '',
    'bundler.example.test',
    'ws://bundler.example.test',
    'file:///etc/passwd',
    'https://user:pass@bundler.example.test/',
    'https://bundler.example.test/#rpc',
  ])
    expect(fieldOf({ networks: [{ ...network, bundlerUrl: url }] })).toBe(
      'smartAccounts.networks[0].bundlerUrl',
    )
  for (const address of ['0x1234', 'entrypoint', 42, `0x${'g'.repeat(40)}`]) {
    expect(fieldOf({ networks: [{ ...network, entryPoint: address }] })).toBe(
      'smartAccounts.networks[0].entryPoint',
    )
    expect(fieldOf({ networks: [{ ...network, factory: address }] })).toBe(
      'smartAccounts.networks[0].factory',
    )
  }
})

test("an error about the bundler URL never quotes it: it may hold the operator's API key", () => {
  for (const url of [
    'ftp://bundler.example.test/?apikey=pim_secret-key',
    'https://me:pim_secret-key@x.test/',
  ])
    expect(() => resolveSmartAccounts({ networks: [{ chainId: 1, bundlerUrl: url }] })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('pim_secret-key') }),
    )
})
