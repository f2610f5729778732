import { expect, test } from 'vitest'
import { en } from '../../i18n/strings.en.js'
import { createTranslator } from '../../i18n/translate.js'
import { describeButton, truncateAddress } from './buttonState.js'

const t = createTranslator(en)
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('truncates long addresses and CAIP-10 ids', () => {
  expect(truncateAddress(address)).toBe('0x7099…79C8')
  expect(truncateAddress(`eip155:1:${address}`)).toBe('0x7099…79C8')
  expect(truncateAddress('short')).toBe('short')
})

test('<latch-button> says "Connect Wallet" until connected, then shows the account', () => {
  expect(describeButton('button', { status: 'disconnected' }, t)).toMatchObject({
    text: 'Connect Wallet',
    view: 'Connect',
    variant: 'primary',
    isBusy: false,
  })
  expect(describeButton('button', { status: 'connecting' }, t)).toMatchObject({
    text: 'Connecting…',
    isBusy: true,
  })
  expect(describeButton('button', { status: 'connected', address }, t)).toMatchObject({
    text: '0x7099…79C8',
    accessibleName: 'Account: 0x7099…79C8',
    avatarAddress: address,
    view: 'Account',
  })
  expect(describeButton('button', { status: 'connected', address, label: 'alice.eth' }, t).text).toBe(
    'alice.eth',
  )
})

test("a returning visitor's stored account shows as the account, not busy, while the wallet is asked", () => {
  expect(describeButton('button', { status: 'connecting', address }, t)).toMatchObject({
    text: '0x7099…79C8',
    avatarAddress: address,
    variant: 'neutral',
    isBusy: false,
    // No account to show until the wallet answered: a click opens the modal as for connecting.
    view: 'Connect',
  })
  expect(describeButton('account', { status: 'reconnecting', address }, t).isHidden).toBe(false)
})

test('the connect button always connects; the account button hides when disconnected', () => {
  expect(describeButton('connect', { status: 'connected', address }, t)).toMatchObject({
    text: 'Connect Wallet',
    view: 'Connect',
  })
  expect(describeButton('account', { status: 'disconnected' }, t).isHidden).toBe(true)
  expect(describeButton('account', { status: 'connected', address }, t).isHidden).toBe(false)
})

test('the network button names the network or asks to select one', () => {
  expect(
    describeButton('network', { status: 'connected', address, networkName: 'Arbitrum' }, t),
  ).toMatchObject({ text: 'Arbitrum', accessibleName: 'Network: Arbitrum', view: 'Networks' })
  expect(describeButton('network', { status: 'disconnected' }, t).text).toBe('Select network')
})

test('a profile name replaces the address; the account button adds the balance', () => {
  const connected = { status: 'connected', address, profileName: 'alice.eth', balance: '1.5 ETH' } as const
  expect(describeButton('button', connected, t)).toMatchObject({ text: 'alice.eth', detail: undefined })
  expect(describeButton('account', connected, t)).toMatchObject({
    text: 'alice.eth',
    detail: '1.5 ETH',
    accessibleName: 'Account: alice.eth, 1.5 ETH',
  })
})
