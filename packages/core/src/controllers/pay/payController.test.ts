import { describe, expect, test, vi } from 'vitest'
import { PayCancelledError, PayRequestInvalidError } from '../../errors/pay.js'
import { payFeature } from '../../features/payFeature.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'

const recipient = '0x3333333333333333333333333333333333333333'

/** A kit with the pay feature whose EVM adapter sends (rejecting the first `rejections` sends). */
function payKit(options: { rejections?: number } = {}) {
  const setup = createTestKit({ featureModules: [payFeature()] })
  let rejections = options.rejections ?? 0
  const sendToken = vi.fn(async (_parameters: unknown) => {
    if (rejections > 0) {
      rejections -= 1
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    return `0xpaid${sendToken.mock.calls.length}`
  })
  Object.assign(setup.evm, {
    sendToken,
    isAddress: ({ address }: { address: string }) => /^0x[0-9a-f]{40}$/i.test(address),
  })
  return { ...setup, sendToken }
}

/** Waits for the pay feature's download and lets the kit's promises and subscriptions run. */
async function settle(kit?: { loadFeature(id: string): Promise<unknown> }) {
  await kit?.loadFeature('pay')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('kit.pay', () => {
  test('shows the request in the Pay view, pays it from the connected wallet on its network, and settles with the transaction', async () => {
    const { kit, sendToken } = payKit()
    await kit.connect({ connectorId: 'io.metamask' })
    const paid = kit.pay({ recipient, amount: '0.25', network: 'eip155:10' })
    await settle(kit)
    expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Pay' })
    expect(kit.getState().pay).toMatchObject({ step: 'review', symbol: 'ETH', request: { recipient } })

    const pay = (await kit.loadFeature('pay')) as { confirm(): Promise<void> }
    await pay.confirm()
    const result = await paid
    expect(result).toMatchObject({
      status: 'success',
      hash: '0xpaid1',
      caipNetworkId: 'eip155:10',
      recipient,
      amount: '0.25',
      symbol: 'ETH',
    })
    // The wallet was moved to the request's network first, then sent the native currency.
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(sendToken).toHaveBeenCalledWith(
      expect.objectContaining({
        token: { type: 'native' },
        sendTokenAmount: '0.25',
        receiverAddress: recipient,
        network: expect.objectContaining({ caipNetworkId: 'eip155:10' }),
      }),
    )
    expect(kit.getState().pay).toMatchObject({ step: 'success', result: { hash: '0xpaid1' } })
    // Activity lists it at once, pending.
    expect(kit.getState().history?.pending[0]).toMatchObject({
      id: '0xpaid1',
      metadata: { status: 'pending', sentFrom: evmAddress, sentTo: recipient },
    })
  })

  test('pays a token with its decimals and symbol', async () => {
    const { kit, sendToken } = payKit()
    await kit.connect({ connectorId: 'io.metamask' })
    const asset = { address: '0x00000000000000000000000000000000000000aa', symbol: 'USDC', decimals: 6 }
    const paid = kit.pay({ recipient, amount: '12.5', network: 'eip155:1', asset })
    await settle(kit)
    expect(kit.getState().pay?.symbol).toBe('USDC')
    await ((await kit.loadFeature('pay')) as { confirm(): Promise<void> }).confirm()
    await expect(paid).resolves.toMatchObject({ symbol: 'USDC', amount: '12.5' })
    expect(sendToken).toHaveBeenCalledWith(expect.objectContaining({ token: { type: 'token', ...asset } }))
  })

  test('refuses a request it cannot pay before showing anything', async () => {
    const { kit } = payKit()
    for (const request of [
      { recipient, amount: '1', network: 'eip155:137' as const },
      { recipient: ' ', amount: '1', network: 'eip155:1' as const },
      { recipient: 'not-an-address', amount: '1', network: 'eip155:1' as const },
      { recipient, amount: '0', network: 'eip155:1' as const },
      { recipient, amount: '-1', network: 'eip155:1' as const },
      { recipient, amount: '1e3', network: 'eip155:1' as const },
    ])
      await expect(kit.pay(request), JSON.stringify(request)).rejects.toBeInstanceOf(PayRequestInvalidError)
    expect(kit.getState().modal.isOpen).toBe(false)
    await expect(kit.pay({ recipient, amount: '1', network: 'eip155:137' })).rejects.toThrow(
      'This payment request is not valid',
    )
  })

  test('a declined payment stays on the view to try again, and the retry settles the promise', async () => {
    const { kit } = payKit({ rejections: 1 })
    await kit.connect({ connectorId: 'io.metamask' })
    const paid = kit.pay({ recipient, amount: '1', network: 'eip155:1' })
    await settle(kit)
    const pay = (await kit.loadFeature('pay')) as { confirm(): Promise<void> }
    await pay.confirm()
    expect(kit.getState().pay).toMatchObject({
      step: 'failure',
      error: { message: 'User rejected the request.', code: 4001 },
      result: { status: 'failure', rejected: true, cancelled: false },
    })
    expect(kit.getState().modal.view).toBe('Pay')
    await pay.confirm()
    await expect(paid).resolves.toMatchObject({ status: 'success', hash: '0xpaid2' })
  })

  test('closing the modal before paying cancels: the promise rejects and the result says so', async () => {
    const { kit } = payKit()
    await kit.connect({ connectorId: 'io.metamask' })
    const paid = kit.pay({ recipient, amount: '1', network: 'eip155:1' })
    const outcome = paid.catch((error: unknown) => error)
    await settle(kit)
    await kit.close()
    expect(await outcome).toBeInstanceOf(PayCancelledError)
    expect(kit.getState().pay?.result).toMatchObject({ status: 'failure', cancelled: true })
  })

  test('closing after a failure rejects with that failure', async () => {
    const { kit } = payKit({ rejections: 1 })
    await kit.connect({ connectorId: 'io.metamask' })
    const outcome = kit.pay({ recipient, amount: '1', network: 'eip155:1' }).catch((error: unknown) => error)
    await settle(kit)
    await ((await kit.loadFeature('pay')) as { confirm(): Promise<void> }).confirm()
    await kit.close()
    expect(await outcome).toMatchObject({ message: 'User rejected the request.' })
  })

  test('a visitor who connects from the Pay view comes back to it once connected', async () => {
    const { kit } = payKit()
    const paid = kit.pay({ recipient, amount: '1', network: 'eip155:1' })
    await settle(kit)
    kit.navigate('Connect')
    kit.navigate('ConnectingExternal')
    await kit.connect({ connectorId: 'io.metamask' })
    // The connecting view closes the modal once connected, as the UI's does.
    await kit.close()
    await settle(kit)
    expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Pay' })
    await ((await kit.loadFeature('pay')) as { confirm(): Promise<void> }).confirm()
    await expect(paid).resolves.toMatchObject({ status: 'success' })
  })

  test('a new request cancels the one still waiting', async () => {
    const { kit } = payKit()
    await kit.connect({ connectorId: 'io.metamask' })
    const first = kit.pay({ recipient, amount: '1', network: 'eip155:1' }).catch((error: unknown) => error)
    await settle(kit)
    void kit.pay({ recipient, amount: '2', network: 'eip155:1' }).catch(() => {})
    await settle(kit)
    expect(await first).toBeInstanceOf(PayCancelledError)
    expect(kit.getState().pay?.request?.amount).toBe('2')
  })
})

test('pay on turns email and social login off, whatever the configuration says', () => {
  const emailFeature = {
    id: 'email',
    flag: 'email' as const,
    views: ['EmailLogin' as const],
    load: async () => ({}),
  }
  const { kit } = createTestKit({
    featureModules: [emailFeature, payFeature()],
    features: { email: true, socials: ['google'] },
  })
  expect(kit.getState().features).toMatchObject({ email: false, socials: false })
  expect(kit.getState().featureModules.email).toBeUndefined()
  expect(kit.getState().featureModules.pay).toBeDefined()
  const withoutPay = createTestKit({ featureModules: [emailFeature], features: { email: true } })
  expect(withoutPay.kit.getState().features.email).toBe(true)
})
