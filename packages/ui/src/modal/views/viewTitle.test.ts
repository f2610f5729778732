import { expect, test } from 'vitest'
import { catalogue as german } from '../../i18n/locales/de.js'
import { en } from '../../i18n/strings.en.js'
import { createTranslator } from '../../i18n/translate.js'
import { viewTitle } from './viewTitle.js'

test("ConnectingSocial is titled with the provider's brand name, in every language", () => {
  expect(viewTitle('ConnectingSocial', createTranslator(en), { socialProvider: 'github' })).toBe('GitHub')
  expect(viewTitle('ConnectingSocial', createTranslator(german), { socialProvider: 'x' })).toBe('X')
})

test('ConnectingFarcaster is titled Farcaster, in every language', () => {
  expect(viewTitle('ConnectingFarcaster', createTranslator(en))).toBe('Farcaster')
  expect(viewTitle('ConnectingFarcaster', createTranslator(german))).toBe('Farcaster')
})

test("the other views keep their catalogue titles; the frame's follows what it asks", () => {
  const t = createTranslator(en)
  expect(viewTitle('Connect', t)).toBe('Connect Wallet')
  expect(viewTitle('EmbeddedWalletFrame', t, { frameStep: 'export' })).toBe('Export private key')
  expect(viewTitle('ConnectingSocial', t)).toBe('Connect Wallet')
})
