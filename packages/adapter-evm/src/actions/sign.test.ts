import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'

const connectorId = testWalletInfo.rdns

let rig: EvmRig
let uninstall: () => void
let wallet: NodeWallet
let adapter: EvmAdapter

const typedData = {
  domain: { name: 'LatchKit', version: '1', chainId: 31337 },
  types: {
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'count', type: 'uint256' },
    ],
  },
  primaryType: 'Greeting',
  message: { text: 'hello', count: 42n },
} as const

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  const page = installFakeWindow()
  uninstall = page.uninstall
  wallet = createRigWallet(rig)
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig)
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  uninstall()
})

describe('signMessage', () => {
  it('signs with personal_sign, and viem verifies the signature for the address', async () => {
    const message = 'Sign in to LatchKit'
    const signature = await adapter.signMessage({ connectorId, address: wallet.address, message })
    expect(wallet.methods).toContain('personal_sign')
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: rig.accounts[1]?.address ?? '0x', message, signature })).toBe(false)
  })

  it('turns a refusal into UserRejectedRequestError (4001), and a retry succeeds', async () => {
    wallet.rejectNext('sign')
    const error = await adapter
      .signMessage({ connectorId, address: wallet.address, message: 'hi' })
      .catch((caught) => caught)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      shortMessage: 'User rejected the request',
    })
    await expect(
      adapter.signMessage({ connectorId, address: wallet.address, message: 'hi' }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('refuses an invalid address before asking the wallet', async () => {
    const asked = wallet.methods.length
    await expect(adapter.signMessage({ connectorId, address: '0x123', message: 'hi' })).rejects.toMatchObject(
      {
        name: 'InvalidAddressError',
      },
    )
    expect(wallet.methods).toHaveLength(asked)
  })

  it('refuses a connector that is not connected', async () => {
    await adapter.disconnect({ connectorId })
    await expect(
      adapter.signMessage({ connectorId, address: wallet.address, message: 'hi' }),
    ).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
  })
})

describe('signTypedData', () => {
  it('signs EIP-712 data with eth_signTypedData_v4, and viem verifies it', async () => {
    const signature = await adapter.signTypedData({ connectorId, address: wallet.address, typedData })
    expect(wallet.methods).toContain('eth_signTypedData_v4')
    expect(await verifyTypedData({ ...typedData, address: wallet.address, signature })).toBe(true)
  })

  it('turns a refusal into UserRejectedRequestError', async () => {
    wallet.rejectNext('sign')
    await expect(
      adapter.signTypedData({ connectorId, address: wallet.address, typedData }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })
})
