import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  numberToHex,
  parseUnits,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { type AccountAbstractionRig, startAccountAbstraction } from './startAccountAbstraction.js'
import { type Paymaster, paymasterDeposit, startPaymaster } from './startPaymaster.js'

let rig: EvmRig
let aa: AccountAbstractionRig
let paymaster: Paymaster

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
  aa = await startAccountAbstraction({ chain: rig.chains[0] })
  paymaster = await startPaymaster({ chain: rig.chains[0], entryPoint: aa.entryPoint })
}, 120_000)
afterAll(async () => {
  await paymaster?.stop()
  await aa?.stop()
  await rig?.stop()
})

const chain = () => rig.chains[0]
const publicClient = () =>
  createPublicClient({ chain: chain().chain, transport: http(), pollingInterval: 50 })
const depositOf = (holder: Address) =>
  publicClient().readContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [holder],
  })

/** One ERC-7677 call to the rig's paymaster, answered as JSON-RPC. */
async function callPaymaster(method: string, params: unknown[]) {
  const response = await fetch(paymaster.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as {
    result?: Record<string, string>
    error?: { code: number; message: string }
  }
}

test('the paymaster is deployed, funded at the EntryPoint and served on 127.0.0.1', async () => {
  expect(new URL(paymaster.url).hostname).toBe('127.0.0.1')
  expect(await publicClient().getCode({ address: paymaster.address })).toMatch(/^0x[0-9a-f]{100,}$/)
  expect(await depositOf(paymaster.address)).toBe(paymasterDeposit)
})

test('a SimpleAccount with no ETH sends a sponsored operation: it keeps 0 ETH, the paymaster pays', async () => {
  const client = publicClient()
  const token = chain().tokens.lUSD
  const lUSD = (amount: string) => parseUnits(amount, token.decimals)
  const account = await toSimpleSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const funder = createWalletClient({
    account: rig.accounts[0]?.address as Address,
    chain: chain().chain,
    transport: http(),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, lUSD('50')],
    }),
  })
  const depositBefore = await depositOf(paymaster.address)
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(aa.bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(paymaster.url) }),
    pollingInterval: 50,
  })

  const hash = await bundler.sendUserOperation({
    calls: [{ to: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD('20')] }],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })

  expect(receipt.success).toBe(true)
  expect(receipt.paymaster).toBe(paymaster.address)
  expect(
    await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    }),
  ).toBe(lUSD('20'))
  expect(await client.getBalance({ address: account.address })).toBe(0n)
  expect(await depositOf(account.address)).toBe(0n)
  expect(receipt.actualGasCost).toBeGreaterThan(0n)
  expect(await depositOf(paymaster.address)).toBe(depositBefore - receipt.actualGasCost)
})

test('the stub has the real sponsorship’s shape, so the bundler prices the operation right', async () => {
  const userOperation = { sender: paymaster.address, nonce: '0x0', callData: '0x' }
  const chainId = numberToHex(chain().chainId)
  const stub = await callPaymaster('pm_getPaymasterStubData', [
    userOperation,
    entryPoint07Address,
    chainId,
    {},
  ])
  const real = await callPaymaster('pm_getPaymasterData', [userOperation, entryPoint07Address, chainId, {}])
  expect(stub.result?.paymaster).toBe(paymaster.address)
  expect(real.result?.paymaster).toBe(paymaster.address)
  // abi.encode(validUntil, validAfter), then a 65-byte signature.
  expect(stub.result?.paymasterData).toMatch(/^0x[0-9a-f]{258}$/)
  expect(real.result?.paymasterData).toMatch(/^0x[0-9a-f]{258}$/)
  expect(real.result?.paymasterData).not.toBe(stub.result?.paymasterData)
  expect(real.result?.paymasterVerificationGasLimit).toBe(stub.result?.paymasterVerificationGasLimit)
})

test('another EntryPoint or another chain is refused with a JSON-RPC error', async () => {
  const userOperation = { sender: paymaster.address, nonce: '0x0', callData: '0x' }
  const otherEntryPoint = await callPaymaster('pm_getPaymasterData', [
    userOperation,
    '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789',
    numberToHex(chain().chainId),
    {},
  ])
  expect(otherEntryPoint.error).toMatchObject({
    code: -32602,
    message: expect.stringContaining('EntryPoint'),
  })
  const otherChain = await callPaymaster('pm_getPaymasterStubData', [
    userOperation,
    entryPoint07Address,
    '0x1',
    {},
  ])
  expect(otherChain.error).toMatchObject({ code: -32602, message: expect.stringContaining('chain') })
  expect((await callPaymaster('eth_chainId', [])).error?.code).toBe(-32601)
})
