import {
  hashMessage,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from '../accounts.js'
import { createWalletSecret } from '../seed.js'
import { InvalidSigningRequestError } from './errors.js'
import { signPersonalMessage, signTransaction, signTypedDataV4 } from './evmSigner.js'

const { evm } = await deriveAccounts(createWalletSecret())

// The EIP-712 specification's own example ("Ether Mail"), as a site sends it to eth_signTypedData_v4.
const mail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('signPersonalMessage', () => {
  it('signs text so that the signature verifies for the wallet address', async () => {
    const signature = await signPersonalMessage(evm.privateKey, 'Sign in to shop.example.com')
    expect(
      await verifyMessage({ address: evm.address, message: 'Sign in to shop.example.com', signature }),
    ).toBe(true)
  })

  it('signs hex as the bytes it encodes, as personal_sign does', async () => {
    const signature = await signPersonalMessage(evm.privateKey, '0x48656c6c6f')
    expect(await verifyMessage({ address: evm.address, message: 'Hello', signature })).toBe(true)
    expect(await recoverMessageAddress({ message: { raw: '0x48656c6c6f' }, signature })).toBe(evm.address)
    expect(hashMessage('Hello')).toBe(hashMessage({ raw: '0x48656c6c6f' }))
  })

  it('refuses a malformed private key with a typed error', async () => {
    await expect(signPersonalMessage('0x1234', 'hi')).rejects.toThrow(InvalidSigningRequestError)
  })
})

describe('signTypedDataV4', () => {
  it("signs EIP-712's Ether Mail example so that it verifies for the wallet address", async () => {
    const signature = await signTypedDataV4(evm.privateKey, JSON.stringify(mail))
    // viem derives EIP712Domain from the domain itself; the site's JSON lists it in types.
    const { EIP712Domain: _domainType, ...types } = mail.types
    expect(await verifyTypedData({ address: evm.address, ...mail, types, signature })).toBe(true)
  })

  it('reads large numbers sent as strings, as sites send token amounts', async () => {
    const permit = {
      types: { Permit: [{ name: 'value', type: 'uint256' }] },
      primaryType: 'Permit',
      domain: { name: 'Token', chainId: '1' },
      message: { value: '115792089237316195423570985008687907853269984665640564039457584007913129639935' },
    } as const
    const signature = await signTypedDataV4(evm.privateKey, JSON.stringify(permit))
    const expected = {
      ...permit,
      domain: { name: 'Token', chainId: 1n },
      message: { value: 2n ** 256n - 1n },
    }
    expect(await verifyTypedData({ address: evm.address, ...expected, signature })).toBe(true)
  })

  it('refuses JSON numbers that would be signed rounded', async () => {
    const json = JSON.stringify(mail).replace('"chainId":1', '"chainId":12345678901234567890')
    await expect(signTypedDataV4(evm.privateKey, json)).rejects.toThrow('inexact number')
  })

  it.each([
    ['not JSON', '{'],
    ['no types', JSON.stringify({ ...mail, types: undefined })],
    ['a primaryType not among the types', JSON.stringify({ ...mail, primaryType: 'Letter' })],
    ['a message off its types', JSON.stringify({ ...mail, message: { ...mail.message, from: { name: 1 } } })],
  ])('refuses %s with a typed error', async (_case, json) => {
    await expect(signTypedDataV4(evm.privateKey, json)).rejects.toThrow(InvalidSigningRequestError)
  })
})

describe('signTransaction', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('signs an EIP-1559 transaction that recovers to the wallet address and keeps its fields', async () => {
    const serialized = await signTransaction(evm.privateKey, {
      chainId: 8453,
      nonce: 7,
      gas: 21_000n,
      to,
      value: 10n ** 15n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 100_000_000n,
      from: evm.address,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(evm.address)
    expect(parseTransaction(serialized)).toMatchObject({
      type: 'eip1559',
      chainId: 8453,
      nonce: 7,
      gas: 21_000n,
      to: to.toLowerCase(),
      value: 10n ** 15n,
    })
  })

  it('signs a legacy transaction with EIP-155 replay protection', async () => {
    const serialized = await signTransaction(evm.privateKey, {
      chainId: 1,
      nonce: 0,
      gas: 21_000n,
      to,
      gasPrice: 20_000_000_000n,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(evm.address)
    expect(parseTransaction(serialized)).toMatchObject({ type: 'legacy', chainId: 1 })
  })

  it.each([
    ['another address as from', { from: to }],
    ['no chain id', { chainId: 0 }],
    ['no nonce', { nonce: -1 }],
    ['no gas limit', { gas: 0n }],
    ['no fees', { maxFeePerGas: undefined }],
  ])('refuses a transaction with %s', async (_case, change) => {
    const request = {
      chainId: 1,
      nonce: 0,
      gas: 21_000n,
      to,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      ...change,
    } as Parameters<typeof signTransaction>[1]
    await expect(signTransaction(evm.privateKey, request)).rejects.toThrow(InvalidSigningRequestError)
  })
})
