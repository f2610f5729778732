import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { litecoinRegtestParameters as parameters } from './litecoinRegtestParameters.js'
import { type LitecoinRegtest, startLitecoinRegtest } from './startLitecoinRegtest.js'

let node: LitecoinRegtest
beforeAll(async () => {
  node = await startLitecoinRegtest({ initialBlocks: 101 })
})
afterAll(() => node?.stop())

const wallet = () => ({ wallet: node.walletName })
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()
const hash256 = (bytes: Uint8Array) => sha256(sha256(bytes))
// Base58Check with the checksum verified, as an adapter reads an address or key.
const base58Check = (text: string) => {
  const bytes = bs58.decode(text)
  const payload = bytes.subarray(0, -4)
  expect(Buffer.from(bytes.subarray(-4))).toEqual(hash256(payload).subarray(0, 4))
  return payload
}
const toBase58Check = (payload: Uint8Array) =>
  bs58.encode(Buffer.concat([payload, hash256(payload).subarray(0, 4)]))

// Bitcoin's signed-message hash: the prefix (its own length byte included), the message's length, the message.
const messageHash = (message: string) => {
  const text = Buffer.from(message, 'utf8')
  const prefix = Buffer.from(parameters.messagePrefix, 'latin1')
  expect(text.length).toBeLessThan(0xfd)
  return hash256(Buffer.concat([prefix, Buffer.of(text.length), text]))
}

test('the node writes addresses and keys with these version bytes and prefix', async () => {
  const bech32 = await node.rpc<string>('getnewaddress', ['', 'bech32'], wallet())
  const legacy = await node.rpc<string>('getnewaddress', ['', 'legacy'], wallet())
  const nested = await node.rpc<string>('getnewaddress', ['', 'p2sh-segwit'], wallet())
  expect(bech32.startsWith(`${parameters.bech32}1q`)).toBe(true)
  expect(base58Check(legacy)[0]).toBe(parameters.pubKeyHash)
  expect(base58Check(nested)[0]).toBe(parameters.scriptHash)
  expect(base58Check(await node.rpc<string>('dumpprivkey', [legacy], wallet()))[0]).toBe(parameters.wif)

  // The same script hash with Bitcoin testnet's P2SH byte (`2...`) is read as the same script.
  const legacyForm = toBase58Check(
    Buffer.concat([Buffer.of(parameters.legacyScriptHash), base58Check(nested).subarray(1)]),
  )
  expect(legacyForm[0]).toBe('2')
  const [modern, old] = await Promise.all(
    [nested, legacyForm].map((address) =>
      node.rpc<{ isvalid: boolean; scriptPubKey: string }>('validateaddress', [address]),
    ),
  )
  expect(old).toMatchObject({ isvalid: true, scriptPubKey: modern?.scriptPubKey })

  // The HD master key (tprv) carries the BIP32 private version.
  const dump = join(node.dataDir, 'wallet-dump.txt')
  await node.rpc('dumpwallet', [dump], wallet())
  const masterKey = /extended private masterkey: (\w+)/.exec(readFileSync(dump, 'utf8'))?.[1] ?? ''
  expect(Buffer.from(base58Check(masterKey).subarray(0, 4)).readUInt32BE(0)).toBe(parameters.bip32.private)
})

test('signed messages use the Litecoin prefix, both ways', async () => {
  const address = await node.rpc<string>('getnewaddress', ['', 'legacy'], wallet())
  const { pubkey } = await node.rpc<{ pubkey: string }>('getaddressinfo', [address], wallet())
  const message = 'LatchKit signs in on regtest'

  // The node's signature recovers to the address's key under our hash of the message.
  const signature = Buffer.from(await node.rpc<string>('signmessage', [address, message], wallet()), 'base64')
  const header = signature[0] ?? 0
  const recovered = secp256k1.recoverPublicKey(
    Buffer.concat([Buffer.of((header - 27) & 3), signature.subarray(1)]),
    messageHash(message),
    { prehash: false },
  )
  expect(Buffer.from(recovered).toString('hex')).toBe(pubkey)

  // A signature made here from the wallet's key verifies on the node.
  const secretKey = base58Check(await node.rpc<string>('dumpprivkey', [address], wallet())).subarray(1, 33)
  const ours = secp256k1.sign(messageHash(message), secretKey, { prehash: false, format: 'recovered' })
  const compact = Buffer.concat([Buffer.of(27 + 4 + (ours[0] ?? 0)), ours.subarray(1)]).toString('base64')
  expect(await node.rpc('verifymessage', [address, compact, message])).toBe(true)
  expect(await node.rpc('verifymessage', [address, compact, `${message}!`])).toBe(false)
})
