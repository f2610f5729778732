import { flowMessages, type UserVisibleMessageCode, userVisibleMessages } from '@latchkit/core'
import { expect, expectTypeOf, test } from 'vitest'
import { buttonStrings } from './buttonStrings.en.js'
import { type Catalogue, en } from './strings.en.js'
import { createTranslator } from './translate.js'

test('holds every user-visible message code of core with the spec wording', () => {
  for (const code of Object.keys(userVisibleMessages) as UserVisibleMessageCode[]) {
    expect(en[code]).toBe(userVisibleMessages[code])
  }
  expectTypeOf<UserVisibleMessageCode>().toExtend<keyof Catalogue>()
})

test('the flow errors the Connecting views show keep core wording', () => {
  expect(en.CONNECTION_REJECTED).toBe(flowMessages.CONNECTION_REJECTED)
  expect(en.FAILED_TO_CONNECT).toBe(flowMessages.FAILED_TO_CONNECT)
})

test("the buttons' texts are the full catalogue's", () => {
  for (const [id, text] of Object.entries(buttonStrings))
    expect(en[id as keyof typeof buttonStrings], id).toBe(text)
})

test('no text is empty', () => {
  for (const [id, text] of Object.entries(en)) expect(text.trim(), id).not.toBe('')
})

test('fills placeholders and leaves unknown ones visible', () => {
  const t = createTranslator(en)
  expect(t('connectWallet')).toBe('Connect Wallet')
  expect(t('qrCodeLabel', { name: 'Rainbow' })).toBe('QR code to connect Rainbow')
  expect(t('DISCONNECT_CHAINS_FAILED', { message: 'timeout' })).toBe('Failed to disconnect chains: timeout')
  expect(t('qrCodeLabel')).toBe('QR code to connect {name}')
})

test('a second locale only needs a catalogue of the same shape', () => {
  const pirate: Catalogue = { ...en, connectWallet: 'Hoist yer wallet' }
  expect(createTranslator(pirate)('connectWallet')).toBe('Hoist yer wallet')
})
