import { describe, expect, it } from 'vitest'
import { InvalidMnemonicError, InvalidWalletSecretError } from './errors.js'
import { createWalletSecret, mnemonicOf, walletSecretOfMnemonic } from './seed.js'

describe('wallet secrets', () => {
  it('are 16 random bytes whose mnemonic has 12 words', () => {
    const secret = createWalletSecret()
    expect(secret).toBeInstanceOf(Uint8Array)
    expect(secret).toHaveLength(16)
    expect(mnemonicOf(secret).split(' ')).toHaveLength(12)
    expect(createWalletSecret()).not.toEqual(secret)
  })

  it('follow BIP-39: 16 zero bytes are "abandon" eleven times and "about"', () => {
    expect(mnemonicOf(new Uint8Array(16))).toBe(`${'abandon '.repeat(11)}about`)
  })

  it('come back from their mnemonic, however the visitor spaces or capitalizes it', () => {
    const secret = createWalletSecret()
    const typed = `  ${mnemonicOf(secret).toUpperCase().split(' ').join('   ')}\n`
    expect(walletSecretOfMnemonic(typed)).toEqual(secret)
  })

  it('refuse a phrase with a wrong checksum word or an unknown word', () => {
    expect(() => walletSecretOfMnemonic(`${'abandon '.repeat(11)}abandon`)).toThrow(InvalidMnemonicError)
    expect(() => walletSecretOfMnemonic(`${'abandon '.repeat(11)}bitcoin`)).toThrow(InvalidMnemonicError)
  })

  it('refuse bytes of another length than BIP-39 entropy', () => {
    expect(() => mnemonicOf(new Uint8Array(15))).toThrow(InvalidWalletSecretError)
  })
})
