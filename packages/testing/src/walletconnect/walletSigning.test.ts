import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import bs58 from 'bs58'
import { type Hex, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRig, startSolana } from '../solana/startSolana.js'
import { solanaTestAccounts } from '../solana/testAccounts.js'
import { closeSignClient } from './closeSignClient.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

const typedData = {
  domain: { name: 'LatchKit', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

describe('what the rig wallet signs and sends', () => {
  let relay: Relay
  let solana: SolanaRig
  let dapp: SignClient
  let wallet: WalletConnectWallet
  let session: SessionTypes.Struct
  const [payer, recipient] = solanaTestAccounts
  const request = <T>(chainId: string, method: string, params: unknown) =>
    dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })

  beforeAll(async () => {
    ;[relay, solana] = await Promise.all([startRelay(), startSolana({ slotIntervalMs: 0 })])
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({
        relayUrl: relay.url,
        evm: { chainIds: [31337, 31338] },
        solana: { keypair: payer?.keypair, rpcUrl: solana.rpcUrl },
      }),
    ])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['chainChanged'],
        },
        solana: {
          chains: [solana.caipNetworkId],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
        },
      },
    })
    await wallet.pair(uri as string)
    session = await approval()
  })

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await Promise.all([relay?.stop(), solana?.stop()])
  })

  it('signs EIP-712 typed data (eth_signTypedData_v4) that viem verifies', async () => {
    const address = wallet.evmAddress as Hex
    const signature = await request<Hex>('eip155:31337', 'eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })

  it('switches chain with a chainChanged event, and refuses a chain the session lacks', async () => {
    const chainChanged = new Promise((resolve) => dapp.once('session_event', ({ params }) => resolve(params)))
    expect(await request('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await chainChanged).toEqual({
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
    await expect(
      request('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x1' }]),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  it('signs Solana messages and transactions with its ed25519 key', async () => {
    const message = new TextEncoder().encode('hello solana')
    const publicKey = wallet.solanaPublicKey as PublicKey
    const { signature } = await request<{ signature: string }>(solana.caipNetworkId, 'solana_signMessage', {
      message: bs58.encode(message),
      pubkey: publicKey.toBase58(),
    })
    expect(ed25519.verify(bs58.decode(signature), message, publicKey.toBytes())).toBe(true)
    await expect(
      request(solana.caipNetworkId, 'solana_signMessage', { message: '0OIl', pubkey: publicKey.toBase58() }),
    ).rejects.toMatchObject({ code: -32602 })

    const transaction = transferOf(
      publicKey,
      recipient?.publicKey as PublicKey,
      1_000,
      PublicKey.default.toBase58(),
    )
    const signed = await request<{ signature: string; transaction: string }>(
      solana.caipNetworkId,
      'solana_signTransaction',
      { transaction: Buffer.from(transaction.serialize({ requireAllSignatures: false })).toString('base64') },
    )
    const returned = VersionedTransaction.deserialize(Buffer.from(signed.transaction, 'base64'))
    expect(bs58.encode(returned.signatures[0] as Uint8Array)).toBe(signed.signature)
    expect(
      ed25519.verify(bs58.decode(signed.signature), returned.message.serialize(), publicKey.toBytes()),
    ).toBe(true)
  })

  it('signs and sends a Solana transfer through the rig cluster', async () => {
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const to = recipient?.publicKey as PublicKey
    const before = await connection.getBalance(to)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = transferOf(wallet.solanaPublicKey as PublicKey, to, 25_000, blockhash)
    const { signature } = await request<{ signature: string }>(
      solana.caipNetworkId,
      'solana_signAndSendTransaction',
      {
        transaction: Buffer.from(transaction.serialize({ requireAllSignatures: false })).toString('base64'),
      },
    )
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(before + 25_000)
  })
})

function transferOf(from: PublicKey, to: PublicKey, lamports: number, recentBlockhash: string) {
  return new Transaction({ feePayer: from, recentBlockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
}
