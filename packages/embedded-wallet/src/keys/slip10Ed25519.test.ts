import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { InvalidDerivationPathError } from './errors.js'
import { deriveEd25519Node } from './slip10Ed25519.js'

// "Test vector 1 for ed25519" of SLIP-0010 itself (satoshilabs/slips, slip-0010.md, section "Test
// vectors"). Public keys there carry a 0x00 prefix byte, dropped here.
const seed = hexToBytes('000102030405060708090a0b0c0d0e0f')
const vector1 = [
  {
    path: 'm',
    chainCode: '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
    privateKey: '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    publicKey: 'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
  },
  {
    path: "m/0'",
    chainCode: '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
    privateKey: '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    publicKey: '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
  },
  {
    path: "m/0'/1'",
    chainCode: 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
    privateKey: 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    publicKey: '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
  },
  {
    path: "m/0'/1'/2'",
    chainCode: '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
    privateKey: '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
    publicKey: 'ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
  },
  {
    path: "m/0'/1'/2'/2'",
    chainCode: '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc',
    privateKey: '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
    publicKey: '8abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c',
  },
  {
    path: "m/0'/1'/2'/2'/1000000000'",
    chainCode: '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230',
    privateKey: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    publicKey: '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
  },
]

describe('SLIP-0010 ed25519 derivation', () => {
  it.each(vector1)(
    "matches SLIP-0010's test vector 1 at $path",
    ({ path, chainCode, privateKey, publicKey }) => {
      const node = deriveEd25519Node(seed, path)
      expect(bytesToHex(node.chainCode)).toBe(chainCode)
      expect(bytesToHex(node.privateKey)).toBe(privateKey)
      expect(bytesToHex(ed25519.getPublicKey(node.privateKey))).toBe(publicKey)
    },
  )

  it('accepts h as the hardened mark, like an apostrophe', () => {
    expect(deriveEd25519Node(seed, 'm/0h/1H').privateKey).toEqual(
      deriveEd25519Node(seed, "m/0'/1'").privateKey,
    )
  })

  it.each(["m/0'/1", "44'/501'", 'm/', "m/-1'", "m/2147483648'", "m/0x1'", "m/1''"])(
    'refuses %s: ed25519 has hardened children only, and the path must be well formed',
    (path) => {
      expect(() => deriveEd25519Node(seed, path)).toThrow(InvalidDerivationPathError)
    },
  )

  it('leaves the seed it was given unchanged', () => {
    const copy = seed.slice()
    deriveEd25519Node(copy, "m/44'/501'/0'/0'")
    expect(copy).toEqual(seed)
  })
})
