import { bytesToHex } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { decodeBitcoinAddress, segwitOutputScript } from './address.js'
import { bip322MessageHash, bip322ToSign, bip322ToSpend } from './bip322.js'
import { txHashes, vectorAddress } from './test-utils/bip322Vectors.js'
import { bitcoinMainnet } from './test-utils/bitcoinSigner.js'
import { transactionId } from './transaction.js'

// Block explorers and the BIP show txids in reverse byte order.
const displayed = (txid: Uint8Array) => bytesToHex(txid.slice().reverse())

test.each(txHashes)('the BIP-322 message hash and virtual txids of $message match the BIP', (vector) => {
  const address = decodeBitcoinAddress(vectorAddress, bitcoinMainnet.network)
  if (address.type !== 'p2wpkh') return expect.unreachable('the vectors sign for a P2WPKH address')
  expect(bytesToHex(bip322MessageHash(vector.message))).toBe(vector.messageHash)
  const toSpend = bip322ToSpend(vector.message, segwitOutputScript(address))
  expect(displayed(transactionId(toSpend))).toBe(vector.toSpend)
  expect(displayed(transactionId(bip322ToSign(toSpend)))).toBe(vector.toSign)
})
