import { expect, test } from 'vitest'
import { BitcoinSignatureFormatError, UnsupportedBitcoinAddressError } from './errors.js'
import {
  invalidSignatures,
  simpleSignatures,
  unprefixedP2wpkh,
  unreadableSignatures,
  vectorAddress,
} from './test-utils/bip322Vectors.js'
import { addressesOf, bitcoinMainnet, secretKeyFromWif } from './test-utils/bitcoinSigner.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessage({ address, message, signature, network: bitcoinMainnet.chainId })

test.each(simpleSignatures)('the BIP-322 $type vector signing $message verifies', (vector) => {
  // The test wallet derives the vector's address from its key: the fresh-signature tests use it.
  expect(addressesOf(secretKeyFromWif(vector.wif), bitcoinMainnet.network)[vector.type]).toBe(vector.address)
  for (const signature of vector.signatures)
    expect(verify(vector.address, vector.message, signature)).toBe(true)
})

test.each(unprefixedP2wpkh)(
  'the P2WPKH vectors as the BIP first wrote them, without the smp prefix, verify ($message)',
  ({ message, signatures }) => {
    for (const signature of signatures) expect(verify(vectorAddress, message, signature)).toBe(true)
    expect(verify(vectorAddress, `${message}!`, signatures[0])).toBe(false)
  },
)

test.each(invalidSignatures)('the BIP-322 error vector $description does not verify', (vector) => {
  expect(verify(vector.address, vector.message, vector.signature)).toBe(false)
})

test.each(unreadableSignatures)('the BIP-322 error vector $description cannot be read', (vector) => {
  expect(() => verify(vector.address, '', vector.signature)).toThrowError(BitcoinSignatureFormatError)
})

test("the BIP's P2WSH 3-of-3 multisig signature is refused as an unsupported address", () => {
  expect(() =>
    verify(
      'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
      'This will be a p2wsh 3-of-3 multisig BIP 322 signed message',
      'smpBQBHMEQCIFX9aaqPJWq2Ff2kpen5bFDTid+ehgUOpHV0LfjncXy4AiA3GNicF7aKPzdpa9PCpmaYQs3pHd+qbvvhXdxOCKCAMAFIMEUCIQD/ELXg6CNYyUQijCg96JtgvgjZb9dsl1Ctof4QAeyTcQIgVM/1AAblFl/DCt6A1gJg+T/i2qU5SQD09+chFJzolRwBSDBFAiEAlqRfSFyWNVQhvaCnmeV5tyneiCWMTcFbuujoD/pFa3wCIGnZjfQb8NolSYq9asV+ZeBSkCGHJcqnaV4JYS5MYPEGAWlTIQJ1aLEfEi/4p7wcV+XHZCBVvGGJZ7L3v+jhH+mZA8lN0yECCovfec+kIdllXpKCgA8RX/HZ2x5yHOtCSKP8/sf6pnwhAwxSng6kCgCXXSAmJOOZFdr3vdK3HzGqCFloOHgc5fM6U64=',
    ),
  ).toThrowError(UnsupportedBitcoinAddressError)
})
