import { Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, test } from 'vitest'
// The verifier sites use (@latchkit/siwx/bitcoin), from its source as the rig's other tests read core's.
import { verifyBitcoinMessage } from '../../../../siwx/src/bitcoin/verifyBitcoinMessage.js'
import type { EsploraUtxo } from '../../bitcoin/esploraTypes.js'
import { litecoinRegtestParameters } from '../../bitcoin/litecoinRegtestParameters.js'
import { type EsploraService, startEsploraService } from '../../bitcoin/startEsploraService.js'
import { type LitecoinRegtest, startLitecoinRegtest } from '../../bitcoin/startLitecoinRegtest.js'
import type { BitcoinWalletEvent } from './bitcoinWalletContext.js'
import { toBitcoinjsNetwork } from './bitcoinWalletNetwork.js'
import { createBitcoinWallet } from './createBitcoinWallet.js'

const site = 'http://127.0.0.1:5173'
const network = toBitcoinjsNetwork(litecoinRegtestParameters)
let node: LitecoinRegtest
let esplora: EsploraService

beforeAll(async () => {
  node = await startLitecoinRegtest({ initialBlocks: 101 })
  esplora = await startEsploraService({ node })
})
afterAll(async () => {
  await esplora?.stop()
  await node?.stop()
})

const walletOnRig = (keys?: { payment?: string; ordinal?: string }) => {
  const wallet = createBitcoinWallet({ keys, network: litecoinRegtestParameters, esploraUrl: esplora.url })
  const events: BitcoinWalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  const request = (method: string, params: Record<string, unknown> = {}) =>
    wallet.request({ method, params }, site)
  return { wallet, events, request }
}

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessage({ address, message, signature, network: litecoinRegtestParameters })

test("the accounts are the keys' P2WPKH and P2TR addresses on the rig network, as the node derives them", async () => {
  const nodeWallet = { wallet: node.walletName }
  const nodeAddress = await node.rpc<string>('getnewaddress', ['', 'bech32'], nodeWallet)
  const wif = await node.rpc<string>('dumpprivkey', [nodeAddress], nodeWallet)
  const { wallet } = walletOnRig({ payment: wif })
  expect(wallet.address).toBe(nodeAddress)
  expect(wallet.payment).toMatchObject({ purpose: 'payment', addressType: 'p2wpkh' })
  expect(wallet.payment.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
  expect(wallet.ordinal).toMatchObject({ purpose: 'ordinal', addressType: 'p2tr' })
  expect(wallet.ordinal.address).toMatch(/^rltc1p[02-9ac-hj-np-z]{58}$/)
  expect(wallet.ordinal.publicKey).toMatch(/^[0-9a-f]{64}$/)
  expect(await node.rpc('validateaddress', [wallet.ordinal.address])).toMatchObject({
    isvalid: true,
    iswitness: true,
    witness_version: 1,
  })
  expect(() =>
    createBitcoinWallet({ keys: { payment: 'not a key' }, network: litecoinRegtestParameters }),
  ).toThrow(RangeError)
})

test('a silent connect reveals nothing before authorization; a rejection is 4001; connect shares both accounts', async () => {
  const { wallet, request } = walletOnRig()
  expect(await request('connect', { silent: true })).toEqual({ accounts: [] })
  wallet.reject('connect', { times: 1 })
  await expect(request('connect')).rejects.toMatchObject({ code: 4001 })
  expect(wallet.isAuthorized(site)).toBe(false)
  expect(await request('connect')).toEqual({ accounts: [wallet.payment, wallet.ordinal] })
  expect(await request('connect', { silent: true, purposes: ['payment'] })).toEqual({
    accounts: [wallet.payment],
  })
  await expect(request('signMessage', { message: 'hi', protocol: 'ecdsa' })).resolves.toMatchObject({
    address: wallet.address,
  })
  expect(
    await wallet.request({ method: 'connect', params: { silent: true } }, 'https://other.example'),
  ).toEqual({
    accounts: [],
  })
  await expect(
    wallet.request(
      { method: 'signMessage', params: { message: 'hi', protocol: 'ecdsa' } },
      'https://other.example',
    ),
  ).rejects.toMatchObject({ code: 4100 })
  expect(wallet.requests.filter((entry) => entry.error).map((entry) => entry.error?.code)).toEqual([
    4001, 4100,
  ])
})

test("a legacy signature verifies with litecoind's verifymessage and the siwx verifier; BIP-322 ones of both accounts with siwx", async () => {
  const { wallet, request } = walletOnRig()
  await request('connect')
  const message = 'Sign in to shop.example.com\nNonce: 8f2k1m'
  const legacy = (await request('signMessage', { address: wallet.address, message, protocol: 'ecdsa' })) as {
    signature: string
    messageHash: string
  }
  expect(Buffer.from(legacy.signature, 'base64')).toHaveLength(65)
  // litecoind (a Bitcoin Core 0.21) verifies legacy signatures for P2PKH addresses: the key's.
  const keyAddress = payments.p2pkh({ pubkey: Buffer.from(wallet.payment.publicKey, 'hex'), network }).address
  expect(await node.rpc('verifymessage', [keyAddress, legacy.signature, message])).toBe(true)
  expect(await node.rpc('verifymessage', [keyAddress, legacy.signature, `${message}!`])).toBe(false)
  expect(verify(wallet.address, message, legacy.signature)).toBe(true)

  for (const account of [wallet.payment, wallet.ordinal]) {
    const signed = (await request('signMessage', {
      address: account.address,
      message,
      protocol: 'bip322',
    })) as {
      signature: string
      address: string
      protocol: string
    }
    expect(signed).toMatchObject({ address: account.address, protocol: 'bip322' })
    expect(verify(account.address, message, signed.signature)).toBe(true)
    expect(verify(account.address, `${message}!`, signed.signature)).toBe(false)
  }
  await expect(
    request('signMessage', { address: wallet.ordinal.address, message, protocol: 'ecdsa' }),
  ).rejects.toMatchObject({ code: -32602 })
  wallet.reject('signMessage', { times: 1 })
  await expect(request('signMessage', { message, protocol: 'bip322' })).rejects.toMatchObject({ code: 4001 })
})

async function utxoOf(address: string): Promise<EsploraUtxo> {
  const [utxo] = (await (await fetch(`${esplora.url}/address/${address}/utxo`)).json()) as EsploraUtxo[]
  if (!utxo) throw new Error(`${address} has no coin`)
  return utxo
}

test('signPsbt signs a P2WPKH and a P2TR input named by address, and broadcasts; the node mines the spend', async () => {
  const { wallet, request } = walletOnRig()
  await request('connect')
  await node.fund(wallet.payment.address, '1', { mine: false })
  await node.fund(wallet.ordinal.address, '0.5')
  const coins = [await utxoOf(wallet.payment.address), await utxoOf(wallet.ordinal.address)]
  const recipient = await node.rpc<string>('getnewaddress', ['', 'bech32'], { wallet: node.walletName })
  const psbt = new Psbt({ network })
  for (const [index, coin] of coins.entries())
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      // No tapInternalKey for the taproot input: the wallet adds it, as wallets do.
      witnessUtxo: {
        script: payments[index === 0 ? 'p2wpkh' : 'p2tr']({
          address: index === 0 ? wallet.payment.address : wallet.ordinal.address,
          network,
        }).output as Uint8Array,
        value: BigInt(coin.value),
      },
    })
  psbt.addOutput({ address: recipient, value: 149_990_000n })
  const signInputs = { [wallet.payment.address]: [0], [wallet.ordinal.address]: [1] }

  wallet.reject('signPsbt', { times: 1 })
  await expect(
    request('signPsbt', { psbt: psbt.toBase64(), signInputs, broadcast: true }),
  ).rejects.toMatchObject({
    code: 4001,
  })
  const unfinalized = (await request('signPsbt', { psbt: psbt.toBase64(), signInputs, finalize: false })) as {
    psbt: string
  }
  const partly = Psbt.fromBase64(unfinalized.psbt, { network })
  expect(partly.data.inputs[0]?.partialSig).toHaveLength(1)
  expect(partly.data.inputs[1]?.tapKeySig).toHaveLength(64)

  const { psbt: signed, txid } = (await request('signPsbt', {
    psbt: psbt.toBase64(),
    signInputs,
    broadcast: true,
  })) as { psbt: string; txid: string }
  expect(txid).toBe(Psbt.fromBase64(signed, { network }).extractTransaction(true).getId())
  expect(await node.rpc('getmempoolentry', [txid])).toMatchObject({ fees: { base: 0.0001 } })
  await node.mine(1)
  expect(await (await fetch(`${esplora.url}/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true })

  await expect(
    request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [recipient]: [0] } }),
  ).rejects.toMatchObject({ code: -32602 })
  await expect(request('pushPsbt', { psbt: signed })).rejects.toMatchObject({
    code: -32603,
    message: expect.stringContaining('The network refused the transaction'),
  })
})

test('a held prompt stays unanswered until released; a delay slows every answer', async () => {
  const { wallet, request } = walletOnRig()
  wallet.hold('connect')
  let settled = false
  const connecting = request('connect').finally(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(settled).toBe(false)
  wallet.release('connect')
  expect(await connecting).toEqual({ accounts: [wallet.payment, wallet.ordinal] })
  wallet.setDelay(60)
  const startedAt = Date.now()
  await request('signMessage', { message: 'slow', protocol: 'bip322' })
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(55)
})

test('switchNetwork takes only the regtest names; the wallet side can disconnect a site', async () => {
  const { wallet, events, request } = walletOnRig()
  await request('connect')
  expect(await request('switchNetwork', { name: 'Regtest' })).toEqual({ names: wallet.networkNames })
  await request('switchNetwork', { name: 'bitcoin:regtest' })
  await expect(request('switchNetwork', { name: 'Mainnet' })).rejects.toMatchObject({ code: -32602 })
  await expect(request('getInscriptions')).rejects.toMatchObject({ code: 4200 })
  wallet.disconnect()
  expect(events).toEqual([{ type: 'accountsChanged', origin: site, accounts: [] }])
  expect(await request('connect', { silent: true })).toEqual({ accounts: [] })
})
