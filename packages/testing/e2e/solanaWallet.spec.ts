import { ed25519 } from '@noble/curves/ed25519.js'
import { expect, type Page } from '@playwright/test'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { StandardConnectFeature } from '@wallet-standard/features'
import bs58 from 'bs58'
import { defaultSolanaWalletName } from '../src/wallets/solana/installSolanaWallet.js'
import { discoverStandardWallet, standardWalletChanges, type TestWindow } from './pageWalletStandard.js'
import { test } from './siteTest.js'

type PageError = { name: string; message: string; code?: number; context?: unknown }

/** Runs `standard:connect` in the page; returns the addresses, or the error as page code caught it. */
const connectInPage = (page: Page, silent = false) =>
  page.evaluate(async (isSilent) => {
    const wallet = (window as TestWindow).testSolanaWallet
    if (!wallet) throw new Error('Call discoverStandardWallet first.')
    const { connect } = (wallet.features as StandardConnectFeature)['standard:connect']
    try {
      const { accounts } = await connect({ silent: isSilent })
      return { addresses: accounts.map((account) => account.address) }
    } catch (error) {
      const { name, message, code, context } = error as Error & { code?: number; context?: unknown }
      return { error: { name, message, code, context } as PageError }
    }
  }, silent)

test('getWallets() finds the Solana wallet, which connects and signs a message that verifies in Node', async ({
  page,
  site,
  solanaWallet,
  solanaRig,
}) => {
  await page.goto(site.url)
  const found = await discoverStandardWallet(page, site.url, defaultSolanaWalletName)
  expect(found).toEqual({
    version: '1.0.0',
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    chains: expect.arrayContaining([solanaRig.caipNetworkId, 'solana:mainnet', 'solana:devnet']),
    features: [
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ],
    count: 1,
  })
  expect(await connectInPage(page)).toEqual({ addresses: [solanaWallet.address] })
  expect(await standardWalletChanges(page)).toEqual([[solanaWallet.address]])

  const signature = await page.evaluate(async () => {
    const [account] = (window as TestWindow).testSolanaWallet?.accounts ?? []
    const features = (window as TestWindow).testSolanaWallet?.features as SolanaSignMessageFeature | undefined
    if (!account || !features) throw new Error('Connect first.')
    const message = new TextEncoder().encode('Sign in to the rig site')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    return [...(output?.signature ?? [])]
  })
  const message = new TextEncoder().encode('Sign in to the rig site')
  expect(ed25519.verify(Uint8Array.from(signature), message, bs58.decode(solanaWallet.address))).toBe(true)
  expect(solanaWallet.requests.map((request) => request.method)).toEqual(['connect', 'signMessage'])
})

test('signAndSendTransaction sends SOL through the rig cluster', async ({
  page,
  site,
  solanaWallet,
  solanaRig,
}) => {
  const connection = new Connection(solanaRig.rpcUrl, 'confirmed')
  const recipient = solanaRig.accounts[2]?.publicKey as PublicKey
  const before = await connection.getBalance(recipient)
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: new PublicKey(solanaWallet.address),
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: new PublicKey(solanaWallet.address),
        toPubkey: recipient,
        lamports: LAMPORTS_PER_SOL,
      }),
    ],
  })
  const transaction = [...new VersionedTransaction(message.compileToV0Message()).serialize()]

  await page.goto(site.url)
  await discoverStandardWallet(page, site.url, defaultSolanaWalletName)
  await connectInPage(page)
  const signature = await page.evaluate(
    async ([bytes, chain]) => {
      const [account] = (window as TestWindow).testSolanaWallet?.accounts ?? []
      const features = (window as TestWindow).testSolanaWallet?.features as
        | SolanaSignAndSendTransactionFeature
        | undefined
      if (!account || !features) throw new Error('Connect first.')
      const { signAndSendTransaction } = features['solana:signAndSendTransaction']
      const transaction = Uint8Array.from(bytes)
      const [output] = await signAndSendTransaction({
        account,
        transaction,
        chain,
        options: { commitment: 'confirmed' },
      })
      return [...(output?.signature ?? [])]
    },
    [transaction, solanaRig.caipNetworkId] as const,
  )
  const { value } = await connection.getSignatureStatuses([bs58.encode(Uint8Array.from(signature))])
  expect(value[0]?.err).toBeNull()
  expect(await connection.getBalance(recipient)).toBe(before + LAMPORTS_PER_SOL)
})

test('a rejected connect is a WalletStandardError; the retry connects and survives a reload', async ({
  page,
  site,
  solanaWallet,
}) => {
  solanaWallet.reject('connect', { times: 1 })
  await page.goto(site.url)
  await discoverStandardWallet(page, site.url, defaultSolanaWalletName)
  expect(await connectInPage(page)).toEqual({
    error: {
      name: 'WalletStandardError',
      message: 'User rejected the request.',
      code: 4001,
      context: { __code: 4001000 },
    },
  })
  expect(await connectInPage(page)).toEqual({ addresses: [solanaWallet.address] })
  await page.reload()
  await discoverStandardWallet(page, site.url, defaultSolanaWalletName)
  expect(await connectInPage(page, true)).toEqual({ addresses: [solanaWallet.address] })
})

test('wallet-side lock, account switch and disconnect reach the site as change events', async ({
  page,
  site,
  solanaWallet,
  solanaRig,
}) => {
  await page.goto(site.url)
  await discoverStandardWallet(page, site.url, defaultSolanaWalletName)
  await connectInPage(page)
  solanaWallet.lock()
  solanaWallet.unlock()
  solanaWallet.switchAccount(1)
  solanaWallet.disconnect()
  const [first, second] = solanaRig.accounts.map((account) => account.address)
  await expect.poll(() => standardWalletChanges(page)).toEqual([[first], [], [first], [second], []])
  expect(await page.evaluate(() => (window as TestWindow).testSolanaWallet?.accounts.length)).toBe(0)
})
