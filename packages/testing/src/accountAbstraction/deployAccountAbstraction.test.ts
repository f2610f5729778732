import { createPublicClient, http, parseAbi } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilProcess, startAnvil } from '../evm/startAnvil.js'
import { anvilMnemonic, deriveTestAccounts } from '../evm/testAccounts.js'
import { canonicalAccountAbstractionAddresses, deployAccountAbstraction } from './deployAccountAbstraction.js'
import { deterministicDeployerAddress } from './deterministicDeployer.js'

let anvil: AnvilProcess
const [deployer] = deriveTestAccounts(anvilMnemonic, 1)

// An anvil without its default CREATE2 deployer: deployAccountAbstraction must place it itself.
beforeAll(async () => {
  anvil = await startAnvil({
    chainId: 31337,
    mnemonic: anvilMnemonic,
    accountCount: 1,
    args: ['--disable-default-create2-deployer'],
  })
})
afterAll(() => anvil?.stop())

const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })

test('deploys the EntryPoint v0.7 and its SimpleAccountFactory at their canonical addresses', async () => {
  if (!deployer) throw new Error('No deployer.')
  expect(await client().getCode({ address: deterministicDeployerAddress })).toBeUndefined()

  const contracts = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, deployer: deployer.address })

  expect(contracts).toEqual({
    entryPoint: canonicalAccountAbstractionAddresses.entryPoint,
    simpleAccountFactory: canonicalAccountAbstractionAddresses.simpleAccountFactory,
  })
  expect(contracts.entryPoint).toBe(entryPoint07Address)
  // The factory makes accounts that trust this EntryPoint.
  const implementation = await client().readContract({
    address: contracts.simpleAccountFactory,
    abi: parseAbi(['function accountImplementation() view returns (address)']),
    functionName: 'accountImplementation',
  })
  expect(
    await client().readContract({
      address: implementation,
      abi: parseAbi(['function entryPoint() view returns (address)']),
      functionName: 'entryPoint',
    }),
  ).toBe(entryPoint07Address)
})

test('a second call finds the contracts in place and sends nothing', async () => {
  if (!deployer) throw new Error('No deployer.')
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, deployer: deployer.address })
  const nonce = await client().getTransactionCount({ address: deployer.address })

  const again = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, deployer: deployer.address })

  expect(again.entryPoint).toBe(entryPoint07Address)
  expect(await client().getTransactionCount({ address: deployer.address })).toBe(nonce)
})
