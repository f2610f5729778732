import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './accounts.js'
import { InvalidWalletSecretError } from './errors.js'
import { createWalletSecret, walletSecretOfMnemonic } from './seed.js'

// The standard BIP-39 test mnemonic: 16 zero bytes of entropy.
const abandonMnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('deriveAccounts', () => {
  it('opens the well-known accounts of the "abandon … about" mnemonic', async () => {
    const accounts = await deriveAccounts(walletSecretOfMnemonic(abandonMnemonic))
    // BIP-44 m/44'/60'/0'/0/0: the address MetaMask and every EVM wallet show for this mnemonic.
    expect(accounts.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    // SLIP-0010 m/44'/501'/0'/0': the address Phantom shows for this mnemonic, as stated by the
    // maintainer of py_crypto_hd_wallet in ebellocchia/py_crypto_hd_wallet issue #21 ("Phantom
    // wallet Solana derivation", 2022-03-28), and pinned by many independent wallets' tests.
    expect(accounts.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it("opens the Solana Cookbook's example account (solana.com, Restore from mnemonic, BIP-44 format)", async () => {
    const secret = walletSecretOfMnemonic(
      'neither lonely flavor argue grass remind eye tag avocado spot unusual intact',
    )
    expect((await deriveAccounts(secret)).solana.address).toBe('5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N')
  })

  it('gives Solana a keypair that signs for its address: secret key = private key || public key', async () => {
    const { solana } = await deriveAccounts(createWalletSecret())
    expect(solana.secretKey).toHaveLength(64)
    expect(solana.secretKey.slice(32)).toEqual(solana.publicKey)
    expect(base58.decode(solana.address)).toEqual(solana.publicKey)
    const message = new TextEncoder().encode('hello')
    const signature = ed25519.sign(message, solana.secretKey.slice(0, 32))
    expect(ed25519.verify(signature, message, solana.publicKey)).toBe(true)
  })

  it('gives the same accounts for the same secret, and other accounts for another', async () => {
    const secret = createWalletSecret()
    const first = await deriveAccounts(secret)
    const again = await deriveAccounts(secret.slice())
    const other = await deriveAccounts(createWalletSecret())
    expect(again.evm.address).toBe(first.evm.address)
    expect(again.solana.address).toBe(first.solana.address)
    expect(other.evm.address).not.toBe(first.evm.address)
    expect(other.solana.address).not.toBe(first.solana.address)
  })

  it('refuses bytes that are not BIP-39 entropy, such as the 64-byte seed', async () => {
    await expect(deriveAccounts(new Uint8Array(64))).rejects.toThrow(InvalidWalletSecretError)
  })
})
