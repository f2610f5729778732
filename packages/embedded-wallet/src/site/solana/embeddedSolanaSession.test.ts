import { isUserRejection, UserRejectedRequestError, withUserRejectionMapped } from '@latchkit/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { beforeEach, describe, expect, it } from 'vitest'
import { signRpc } from '../../frame/signRpc.js'
import { deriveAccounts } from '../../keys/accounts.js'
import { createWalletSecret } from '../../keys/seed.js'
import { FrameRequestError } from '../../protocol/errors.js'
import {
  declinedByVisitorMessage,
  type FrameRequestPayloads,
  type FrameRpcRequest,
  notSignedInMessage,
} from '../../protocol/framePayloads.js'
import { createEmbeddedFrameClient } from '../frameClient.js'
import type { FrameHost } from '../frameHost.js'
import { createEmbeddedSolanaSession } from './embeddedSolanaSession.js'
import {
  SolanaAccountNotConnectedError,
  SolanaAccountNotSignerError,
  SolanaChainNotServedError,
  SolanaRequestRejectedError,
} from './errors.js'
import { createLazySolanaWallet } from './lazySolanaWallet.js'

const keys = await deriveAccounts(createWalletSecret())
const chain = 'solana:local'
const recentBlockhash = Keypair.generate().publicKey.toBase58()

/**
 * The frame's side without the iframe: its answers come from the frame's own signer (`signRpc`)
 * with a real wallet's keys; the visitor's answer is `visitor.answer`. The site side under test is
 * the real frame client, the real Solana session and the real lazy wallet.
 */
function setUp() {
  const visitor = { signedIn: true, answer: 'Approve' as 'Approve' | 'Decline', loggedIn: true }
  const requests: { type: string; payload: unknown }[] = []
  const host = {
    isLoaded: true,
    async request(type: keyof FrameRequestPayloads, payload: unknown) {
      requests.push({ type, payload })
      if (type === 'SignOut') {
        visitor.signedIn = false
        return {}
      }
      if (!visitor.signedIn) throw new FrameRequestError({ requestType: type, message: notSignedInMessage })
      if (type === 'GetUser')
        return { email: 'ada@example.com', evmAddress: keys.evm.address, solanaAddress: keys.solana.address }
      if (type === 'Rpc') {
        if (visitor.answer === 'Decline')
          throw new FrameRequestError({ requestType: type, message: declinedByVisitorMessage })
        return { result: await signRpc(payload as FrameRpcRequest, keys) }
      }
      throw new FrameRequestError({ requestType: type, message: 'Unexpected request' })
    },
  }
  const client = createEmbeddedFrameClient(host as unknown as FrameHost)
  client.setPresenter({
    approve: (run) => run(),
    refused: () => undefined,
    isLoggedIn: () => visitor.loggedIn,
    forgetLogin: () => {
      visitor.loggedIn = false
    },
  })
  const wallet = createLazySolanaWallet({
    name: 'Email',
    chains: [chain],
    isLoggedIn: () => visitor.loggedIn,
    load: async (setAccounts) => createEmbeddedSolanaSession({ client, chains: [chain], setAccounts }),
  })
  const changes: (readonly WalletAccount[] | undefined)[] = []
  wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts))
  const rpcRequests = () => requests.filter(({ type }) => type === 'Rpc').map(({ payload }) => payload)
  return { wallet, client, visitor, requests, rpcRequests, changes }
}

let site: ReturnType<typeof setUp>
beforeEach(() => {
  site = setUp()
})

async function connect() {
  const { accounts } = await site.wallet.features['standard:connect'].connect()
  const [account] = accounts
  if (!account) throw new Error('The wallet connected no account.')
  return account
}

const transferFrom = (payer: PublicKey) =>
  new Transaction({ feePayer: payer, recentBlockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1_000 }),
  )

describe('the embedded wallet on Solana, over the frame client', () => {
  it('connects the signed-in visitor’s Solana account and tells the app', async () => {
    const account = await connect()
    expect(account).toMatchObject({ address: keys.solana.address, chains: [chain] })
    expect(account.publicKey).toEqual(keys.solana.publicKey)
    expect(account.features).toEqual(['solana:signMessage', 'solana:signTransaction'])
    expect(site.wallet.accounts).toEqual([account])
    expect(site.changes).toEqual([[account]])
  })

  it('a silent connect restores only a login the kit remembers, and never asks the frame otherwise', async () => {
    site.visitor.loggedIn = false
    await expect(site.wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
    expect(site.requests).toEqual([])
    site.visitor.loggedIn = true
    const { accounts } = await site.wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts.map(({ address }) => address)).toEqual([keys.solana.address])
  })

  it('signs a message the visitor approved: the signature verifies under the account’s key', async () => {
    const account = await connect()
    const message = new TextEncoder().encode('Hello from the LatchKit demo')
    const [output] = await site.wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(ed25519.verify(output?.signature ?? new Uint8Array(), message, keys.solana.publicKey)).toBe(true)
    expect(site.rpcRequests()).toEqual([
      { namespace: 'solana', method: 'solana_signMessage', params: { message: base64.encode(message) } },
    ])
  })

  it('signs a transaction: only its message goes to the frame, and web3.js verifies the signed bytes', async () => {
    const account = await connect()
    const transaction = transferFrom(new PublicKey(keys.solana.publicKey))
    const [output] = await site.wallet.features['solana:signTransaction'].signTransaction({
      account,
      chain,
      transaction: transaction.serialize({ requireAllSignatures: false }),
    })
    const signed = Transaction.from(output?.signedTransaction ?? new Uint8Array())
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.feePayer?.toBase58()).toBe(keys.solana.address)
    expect(site.rpcRequests()).toEqual([
      {
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { message: base64.encode(transaction.serializeMessage()) },
      },
    ])
  })

  it('a decline in the frame is the wallet standard’s rejection, which LatchKit reads as the visitor declining', async () => {
    const account = await connect()
    site.visitor.answer = 'Decline'
    const message = new TextEncoder().encode('no')
    const declined = site.wallet.features['solana:signMessage'].signMessage({ account, message })
    await expect(declined).rejects.toBeInstanceOf(SolanaRequestRejectedError)
    const error = await declined.catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 4001000, context: { __code: 4001000 } })
    expect(isUserRejection(error)).toBe(true)
    await expect(
      withUserRejectionMapped(() =>
        site.wallet.features['solana:signMessage'].signMessage({ account, message }),
      ),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses, before asking the visitor, another account, another chain, or a transaction it need not sign', async () => {
    const account = await connect()
    const other = { ...account, address: Keypair.generate().publicKey.toBase58() }
    const message = new TextEncoder().encode('hello')
    await expect(
      site.wallet.features['solana:signMessage'].signMessage({ account: other, message }),
    ).rejects.toBeInstanceOf(SolanaAccountNotConnectedError)
    const own = transferFrom(new PublicKey(keys.solana.publicKey)).serialize({ requireAllSignatures: false })
    await expect(
      site.wallet.features['solana:signTransaction'].signTransaction({
        account,
        chain: 'solana:elsewhere',
        transaction: own,
      }),
    ).rejects.toBeInstanceOf(SolanaChainNotServedError)
    const notOurs = transferFrom(Keypair.generate().publicKey).serialize({ requireAllSignatures: false })
    await expect(
      site.wallet.features['solana:signTransaction'].signTransaction({
        account,
        chain,
        transaction: notOurs,
      }),
    ).rejects.toBeInstanceOf(SolanaAccountNotSignerError)
    expect(site.rpcRequests()).toEqual([])
  })

  it('disconnecting signs out in the frame; a sign-out elsewhere (the EVM side) also leaves no accounts', async () => {
    await connect()
    await site.wallet.features['standard:disconnect'].disconnect()
    expect(site.requests.at(-1)?.type).toBe('SignOut')
    expect(site.wallet.accounts).toEqual([])
    expect(site.changes.at(-1)).toEqual([])

    site.visitor.signedIn = true
    await connect()
    await site.client.signOut()
    expect(site.wallet.accounts).toEqual([])
    expect(site.changes.map((accounts) => accounts?.length)).toEqual([1, 0, 1, 0])
  })
})
