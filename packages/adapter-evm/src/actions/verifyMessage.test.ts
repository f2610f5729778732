import { deploySmartWallet, type EvmRig, prepareUndeployedSmartWallet, startEvm } from '@latchkit/testing/evm'
import { serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'

// The adapter's own check of a signature, which the kit runs on every sign-in: on the rig's anvil
// chains, with real keys and the rig's ERC-1271 wallet and ERC-6492 factory contracts.
let rig: EvmRig
let adapter: EvmAdapter

beforeAll(async () => {
  rig = await startEvm()
  adapter = createRigAdapter(rig)
})
afterAll(() => {
  adapter?.destroy()
  return rig?.stop()
})

const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`no rig account ${index}`)
  return privateKeyToAccount(found.privateKey)
}
const message = 'shop.example.com wants you to sign in with your Ethereum account'
const chainA = () => adapter.networks[0] ?? (undefined as never)

test("an account's own signature verifies; another key's, an edited message or garbage does not", async () => {
  const signer = account(0)
  const signature = await signer.signMessage({ message })
  const network = chainA()
  expect(await adapter.verifyMessage({ address: signer.address, message, signature, network })).toBe(true)
  const foreign = await account(1).signMessage({ message })
  expect(await adapter.verifyMessage({ address: signer.address, message, signature: foreign, network })).toBe(
    false,
  )
  expect(
    await adapter.verifyMessage({ address: signer.address, message: `${message}.`, signature, network }),
  ).toBe(false)
  expect(await adapter.verifyMessage({ address: signer.address, message, signature: 'nope', network })).toBe(
    false,
  )
  expect(await adapter.verifyMessage({ address: 'not an address', message, signature, network })).toBe(false)
})

test("a contract wallet (ERC-1271) verifies with its owner's signature on the chain it lives on, not a stranger's", async () => {
  const owner = account(2)
  const wallet = await deploySmartWallet({ chain: rig.chains[0], owner: owner.address })
  const signature = await owner.signMessage({ message })
  const network = chainA()
  expect(await adapter.verifyMessage({ address: wallet, message, signature, network })).toBe(true)
  const stranger = await account(3).signMessage({ message })
  expect(await adapter.verifyMessage({ address: wallet, message, signature: stranger, network })).toBe(false)
  // Not deployed on the second chain: nothing there vouches for the owner's key.
  const chainB = adapter.networks[1] ?? (undefined as never)
  expect(await adapter.verifyMessage({ address: wallet, message, signature, network: chainB })).toBe(false)
})

test('a contract wallet not deployed yet verifies through ERC-6492 (its factory call in the signature)', async () => {
  const owner = account(4)
  const counterfactual = await prepareUndeployedSmartWallet({ chain: rig.chains[0], owner: owner.address })
  const wrap = async (signer: ReturnType<typeof account>) =>
    serializeErc6492Signature({
      address: counterfactual.factory,
      data: counterfactual.factoryData,
      signature: await signer.signMessage({ message }),
    })
  const network = chainA()
  const address = counterfactual.address
  expect(await adapter.verifyMessage({ address, message, signature: await wrap(owner), network })).toBe(true)
  expect(await adapter.verifyMessage({ address, message, signature: await wrap(account(5)), network })).toBe(
    false,
  )
})
