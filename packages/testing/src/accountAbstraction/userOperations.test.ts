import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { createBundlerClient, entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { type AccountAbstractionRig, startAccountAbstraction } from './startAccountAbstraction.js'

let rig: EvmRig
let aa: AccountAbstractionRig
let timings: { evmMs: number; accountAbstractionMs: number }

beforeAll(async () => {
  const startedAt = performance.now()
  rig = await startEvm({ accountCount: 3 })
  const evmReadyAt = performance.now()
  aa = await startAccountAbstraction({ chain: rig.chains[0] })
  timings = { evmMs: evmReadyAt - startedAt, accountAbstractionMs: performance.now() - evmReadyAt }
}, 120_000)
afterAll(async () => {
  await aa?.stop()
  await rig?.stop()
})

const chain = () => rig.chains[0]
// viem polls every 4 s by default; 50 ms keeps the tests fast on anvil, which mines at once.
const publicClient = () =>
  createPublicClient({ chain: chain().chain, transport: http(), pollingInterval: 50 })
const funder = () => rig.accounts[0]?.address as Address

/** A SimpleAccount owned by a fresh local EOA: what the embedded wallet's visitor will hold. */
async function freshSmartAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  // No factory or EntryPoint named: the rig put them where permissionless and viem expect them.
  const account = await toSimpleSmartAccount({ client: publicClient(), owner })
  const bundler = createBundlerClient({
    account,
    client: publicClient(),
    transport: http(aa.bundlerUrl),
    pollingInterval: 50,
  })
  return { owner, account, bundler }
}

async function send(parameters: { to: Address; value?: bigint; data?: `0x${string}` }) {
  const wallet = createWalletClient({ account: funder(), chain: chain().chain, transport: http() })
  const hash = await wallet.sendTransaction(parameters)
  const receipt = await publicClient().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

test('ERC-4337 is ready within its 20 s budget once the chain is up (deploy, then Alto answering)', ({
  annotate,
}) => {
  annotate(
    `start-up: EVM rig ${Math.round(timings.evmMs)} ms, then ERC-4337 ${Math.round(timings.accountAbstractionMs)} ms`,
  )
  expect(timings.accountAbstractionMs).toBeLessThan(20_000)
})

test('the rig serves the EntryPoint v0.7 at its canonical address through a bundler on 127.0.0.1', async () => {
  expect(aa.entryPoint).toBe(entryPoint07Address)
  expect(new URL(aa.bundlerUrl).hostname).toBe('127.0.0.1')
  const bundler = createBundlerClient({ client: publicClient(), transport: http(aa.bundlerUrl) })
  expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
  expect(await bundler.getChainId()).toBe(chain().chainId)
})

test('a first user operation deploys the smart account and sends ETH from it', async () => {
  const { owner, account, bundler } = await freshSmartAccount()
  const client = publicClient()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  expect(await client.getCode({ address: account.address })).toBeUndefined()
  await send({ to: account.address, value: parseEther('1') })

  const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.25') }] })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })

  expect(receipt.success).toBe(true)
  expect(receipt.sender).toBe(account.address)
  expect(receipt.receipt.status).toBe('success')
  expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{100,}$/)
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  // The account paid for its own gas: it prefunded the EntryPoint, which keeps what the operation
  // did not use as the account's deposit. ETH left plus deposit is exactly the rest.
  const deposit = await client.readContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
  expect((await client.getBalance({ address: account.address })) + deposit).toBe(
    parseEther('0.75') - receipt.actualGasCost,
  )
  // The SimpleAccount answers to the EOA that signed the operation.
  expect(
    await client.readContract({
      address: account.address,
      abi: parseAbi(['function owner() view returns (address)']),
      functionName: 'owner',
    }),
  ).toBe(owner.address)
  // The bundler finds the operation again by its hash.
  const found = await bundler.getUserOperation({ hash })
  expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
})

test('one user operation carries a batch: an ERC-20 approve and a transfer, both applied', async () => {
  const { account, bundler } = await freshSmartAccount()
  const client = publicClient()
  const token = chain().tokens.lUSD
  const lUSD = (amount: string) => parseUnits(amount, token.decimals)
  const spender = privateKeyToAccount(generatePrivateKey()).address
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await send({ to: account.address, value: parseEther('1') })
  await send({
    to: token.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, lUSD('100')],
    }),
  })

  const hash = await bundler.sendUserOperation({
    calls: [
      { to: token.address, abi: erc20Abi, functionName: 'approve', args: [spender, lUSD('40')] },
      { to: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD('25')] },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })

  expect(receipt.success).toBe(true)
  const events = parseEventLogs({ abi: erc20Abi, logs: receipt.logs })
  expect(events.map(({ eventName, args }) => ({ eventName, args }))).toEqual([
    { eventName: 'Approval', args: { owner: account.address, spender, value: lUSD('40') } },
    { eventName: 'Transfer', args: { from: account.address, to: recipient, value: lUSD('25') } },
  ])
  const balanceOf = (holder: Address) =>
    client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  expect(
    await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    }),
  ).toBe(lUSD('40'))
  expect(await balanceOf(recipient)).toBe(lUSD('25'))
  expect(await balanceOf(account.address)).toBe(lUSD('75'))
  // Both calls were one operation: a single handleOps transaction with a single UserOperationEvent.
  const bundle = await client.getTransactionReceipt({ hash: receipt.receipt.transactionHash })
  const userOperationEvents = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: bundle.logs,
  })
  expect(userOperationEvents.map(({ args }) => args.userOpHash)).toEqual([hash])
})
