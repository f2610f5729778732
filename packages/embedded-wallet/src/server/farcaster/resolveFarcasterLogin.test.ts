import { expect, test } from 'vitest'
import { WalletServerConfigError } from '../errors.js'
import { resolveFarcasterLogin } from './resolveFarcasterLogin.js'

const registry = '0x00000000fc6c5f01fc30151999387bb99a9f489b'
const base = { rpcUrl: 'https://mainnet.optimism.io', idRegistryAddress: registry, chainId: 10 }

const fieldOf = (config: unknown) => {
  try {
    resolveFarcasterLogin(config)
  } catch (error) {
    if (error instanceof WalletServerConfigError) return error.field
    throw error
  }
  return undefined
}

test('Farcaster sign-in is off unless configured; on, it reads the registry named, checksummed', () => {
  expect(resolveFarcasterLogin(undefined)).toBeUndefined()
  expect(resolveFarcasterLogin(base)).toEqual({
    rpcUrl: 'https://mainnet.optimism.io',
    idRegistryAddress: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    chainId: 10,
    relayAuthKey: undefined,
    connectUrl: 'https://farcaster.xyz/~/siwf',
  })
})

test('the registry is read over HTTPS, or plain HTTP on loopback only, on a named chain', () => {
  expect(fieldOf({ ...base, rpcUrl: 'http://127.0.0.1:8545' })).toBeUndefined()
  expect(fieldOf({ ...base, rpcUrl: 'http://rpc.example.test' })).toBe('farcaster.rpcUrl')
  expect(fieldOf({ ...base, rpcUrl: 'not a url' })).toBe('farcaster.rpcUrl')
  expect(fieldOf({ ...base, idRegistryAddress: '0x1234' })).toBe('farcaster.idRegistryAddress')
  expect(fieldOf({ ...base, chainId: '10' })).toBe('farcaster.chainId')
  expect(fieldOf({ ...base, chainId: 0 })).toBe('farcaster.chainId')
  expect(fieldOf('on')).toBe('farcaster')
})

test('a relay key is long enough to guess at no better than the token; the connect URL opens an app', () => {
  expect(fieldOf({ ...base, relayAuthKey: 'short' })).toBe('farcaster.relayAuthKey')
  expect(fieldOf({ ...base, relayAuthKey: 'a-key-of-sixteen-chars' })).toBeUndefined()
  expect(resolveFarcasterLogin({ ...base, connectUrl: 'farcaster://connect' })?.connectUrl).toBe(
    'farcaster://connect',
  )
  expect(fieldOf({ ...base, connectUrl: 'javascript:alert(1)' })).toBe('farcaster.connectUrl')
  expect(fieldOf({ ...base, connectUrl: 'https://app.example.test/siwf#x' })).toBe('farcaster.connectUrl')
})
