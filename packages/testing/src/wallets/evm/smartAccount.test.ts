import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isErc6492Signature,
  parseErc6492Signature,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deploySmartWallet, prepareUndeployedSmartWallet } from '../../evm/deploySmartWallet.js'
import { type EvmRig, startEvm } from '../../evm/startEvm.js'
import { createEvmWallet } from './createEvmWallet.js'
import type { EvmSmartAccount } from './evmWalletContext.js'

const site = 'http://127.0.0.1:5173'
let rig: EvmRig

beforeAll(async () => {
  rig = await startEvm()
}, 30_000)
afterAll(() => rig?.stop())

const rigAccount = (index: number) => {
  const account = rig.accounts[index]
  if (!account) throw new Error(`The rig has no account ${index}.`)
  return account
}

/** A wallet holding one rig key and presenting `smartAccount`, connected to `site`. */
async function connectedWallet(keyIndex: number, smartAccount: EvmSmartAccount) {
  const wallet = createEvmWallet({
    privateKeys: [rigAccount(keyIndex).privateKey],
    chains: rig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    smartAccount,
  })
  const request = (method: string, params?: unknown[]) => wallet.request({ method, params }, site)
  const accounts = await request('eth_requestAccounts')
  return { wallet, request, accounts }
}

const chainA = () => createPublicClient({ chain: rig.chains[0].chain, transport: http() })

const typedData = (chainId: number) => ({
  domain: { name: 'Siwx Shop', version: '1', chainId },
  types: { Login: [{ name: 'nonce', type: 'string' }] },
  primaryType: 'Login' as const,
  message: { nonce: 'abc12345' },
})

describe('a deployed contract wallet', () => {
  test('sites see the contract address, and its personal_sign recovers to the owner and passes ERC-1271', async () => {
    const owner = rigAccount(0).address
    const contract = await deploySmartWallet({ chain: rig.chains[0], owner })
    const { wallet, request, accounts } = await connectedWallet(0, { address: contract })
    expect(accounts).toEqual([contract])
    expect(await request('eth_accounts')).toEqual([contract])
    expect(wallet.address).toBe(contract)
    expect(await request('wallet_getPermissions')).toMatchObject([
      { caveats: [{ type: 'restrictReturnedAccounts', value: [contract] }] },
    ])

    const message = 'Sign in to Siwx Shop.'
    const signature = (await request('personal_sign', [message, contract])) as Hex
    expect(await recoverMessageAddress({ message, signature })).toBe(owner)
    expect(await chainA().verifyMessage({ address: contract, message, signature })).toBe(true)
    // The owner's own address is not an account this site was given.
    await expect(request('personal_sign', [message, owner])).rejects.toMatchObject({ code: 4100 })
  })

  test('eth_signTypedData_v4 for the contract recovers to the owner and passes ERC-1271', async () => {
    const owner = rigAccount(1).address
    const contract = await deploySmartWallet({ chain: rig.chains[0], owner })
    const { request } = await connectedWallet(1, { address: contract })
    const data = typedData(rig.chains[0].chainId)
    const signature = (await request('eth_signTypedData_v4', [contract, JSON.stringify(data)])) as Hex
    expect(await recoverTypedDataAddress({ ...data, signature })).toBe(owner)
    expect(await chainA().verifyTypedData({ ...data, address: contract, signature })).toBe(true)
  })

  test('a key that is not the owner signs, and the contract refuses its signature', async () => {
    const contract = await deploySmartWallet({ chain: rig.chains[0], owner: rigAccount(2).address })
    const { request } = await connectedWallet(3, { address: contract })
    const message = 'Sign in to Siwx Shop.'
    const signature = (await request('personal_sign', [message, contract])) as Hex
    expect(await recoverMessageAddress({ message, signature })).toBe(rigAccount(3).address)
    expect(await chainA().verifyMessage({ address: contract, message, signature })).toBe(false)
  })

  test('sends from the smart account are refused with 4200, and nothing is sent', async () => {
    const owner = rigAccount(4).address
    const contract = await deploySmartWallet({ chain: rig.chains[0], owner })
    const { request } = await connectedWallet(4, { address: contract })
    const nonce = await chainA().getTransactionCount({ address: owner })
    await expect(
      request('eth_sendTransaction', [{ from: contract, to: owner, value: '0x1' }]),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      request('wallet_sendCalls', [
        { version: '2.0.0', from: contract, chainId: '0x7a69', calls: [{ to: owner, value: '0x1' }] },
      ]),
    ).rejects.toMatchObject({ code: 4200 })
    expect(await chainA().getTransactionCount({ address: owner })).toBe(nonce)
  })
})

describe('a counterfactual contract wallet (ERC-6492)', () => {
  test('signs with its factory call while undeployed, and plainly once deployed', async () => {
    const owner = rigAccount(5).address
    const { address, factory, factoryData } = await prepareUndeployedSmartWallet({
      chain: rig.chains[0],
      owner,
    })
    const { request, accounts } = await connectedWallet(5, {
      address,
      deployment: { factory, factoryData },
    })
    expect(accounts).toEqual([address])
    const message = 'Sign in to Siwx Shop.'
    const wrapped = (await request('personal_sign', [message, address])) as Hex
    expect(isErc6492Signature(wrapped)).toBe(true)
    const inner = parseErc6492Signature(wrapped)
    expect(inner.address?.toLowerCase()).toBe(factory.toLowerCase())
    expect(inner.data).toBe(factoryData)
    expect(await recoverMessageAddress({ message, signature: inner.signature })).toBe(owner)
    expect(await chainA().verifyMessage({ address, message, signature: wrapped })).toBe(true)
    expect(await chainA().getCode({ address })).toBeUndefined()

    await deployThroughFactory(owner, factory, factoryData)
    const plain = (await request('personal_sign', [message, address])) as Hex
    expect(isErc6492Signature(plain)).toBe(false)
    expect(plain).toBe(inner.signature)
    expect(await chainA().verifyMessage({ address, message, signature: plain })).toBe(true)
  })
})

async function deployThroughFactory(from: Address, factory: Address, data: Hex) {
  const wallet = createWalletClient({ account: from, chain: rig.chains[0].chain, transport: http() })
  const hash = await wallet.sendTransaction({ to: factory, data })
  const receipt = await chainA().waitForTransactionReceipt({ hash, pollingInterval: 10 })
  expect(receipt.status).toBe('success')
}
