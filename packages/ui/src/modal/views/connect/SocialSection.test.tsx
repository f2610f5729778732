import type { LatchKit } from '@latchkit/core'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { ModalHost } from '../../../elements/modalHost.js'
import type { ModalViewState } from '../../../elements/modalStore.js'
import { catalogue as german } from '../../../i18n/locales/de.js'
import { type Catalogue, en } from '../../../i18n/strings.en.js'
import { createTranslator } from '../../../i18n/translate.js'
import { KitProvider } from '../../../kit/KitContext.js'
import { ShellContext } from '../../ShellContext.js'
import { SocialSection } from './SocialSection.js'

// Rendering needs no kit state: the section only hands the kit to the click.
const kit = {} as LatchKit

function render(
  providers: Parameters<typeof SocialSection>[0]['providers'],
  catalogue: Catalogue = en,
  farcaster = false,
) {
  const shell = {
    host: {} as ModalHost,
    state: { catalogue } as ModalViewState,
    t: createTranslator(catalogue),
    isShown: true,
  }
  const html = renderToString(
    <KitProvider kit={kit}>
      <ShellContext.Provider value={shell}>
        <SocialSection providers={providers} farcaster={farcaster} />
      </ShellContext.Provider>
    </KitProvider>,
  )
  return html
}

/** Just enough reading of the server markup: each button's type, name, title, text and logo. */
function buttonsOf(html: string) {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    label: /aria-label="([^"]*)"/.exec(attributes)?.[1],
    title: /title="([^"]*)"/.exec(attributes)?.[1],
    type: /type="([^"]*)"/.exec(attributes)?.[1],
    text: inner.replace(/<svg.*?<\/svg>/g, '').replace(/<!-- -->/g, ''),
    logoHidden: /<svg[^>]*aria-hidden="true"/.test(inner),
  }))
}

test('the first provider is a wide "Continue with …" button, the others logo buttons named the same way', () => {
  const buttons = buttonsOf(render(['google', 'github', 'apple', 'facebook', 'x', 'discord']))
  expect(buttons[0]).toEqual({
    label: undefined,
    title: undefined,
    type: 'button',
    text: 'Continue with Google',
    logoHidden: true,
  })
  expect(buttons.slice(1).map((button) => [button.label, button.title, button.text])).toEqual([
    ['Continue with GitHub', 'Continue with GitHub', ''],
    ['Continue with Apple', 'Continue with Apple', ''],
    ['Continue with Facebook', 'Continue with Facebook', ''],
    ['Continue with X', 'Continue with X', ''],
    ['Continue with Discord', 'Continue with Discord', ''],
  ])
  // Native buttons, each with its logo hidden from assistive technology (the name says it).
  expect(buttons.every((button) => button.type === 'button' && button.logoHidden)).toBe(true)
})

test('shows only the providers it is given, in their order, with brand names untranslated', () => {
  const buttons = buttonsOf(render(['discord', 'x'], german))
  expect(buttons.map((button) => button.label ?? button.text)).toEqual(['Weiter mit Discord', 'Weiter mit X'])
  expect(buttonsOf(render(['github'])).map((button) => button.text)).toEqual(['Continue with GitHub'])
})

test('Farcaster comes last in the row, by its brand name in every language, with its logo', () => {
  const buttons = buttonsOf(render(['google', 'github'], en, true))
  expect(buttons.map((button) => button.label ?? button.text)).toEqual([
    'Continue with Google',
    'Continue with GitHub',
    'Continue with Farcaster',
  ])
  expect(buttons[2]).toMatchObject({ title: 'Continue with Farcaster', text: '', logoHidden: true })
  const inGerman = buttonsOf(render(['discord'], german, true))
  expect(inGerman.map((button) => button.label ?? button.text)).toEqual([
    'Weiter mit Discord',
    'Weiter mit Farcaster',
  ])
})

test('with no other provider shown, Farcaster is the wide button', () => {
  expect(buttonsOf(render([], en, true))).toEqual([
    { label: undefined, title: undefined, type: 'button', text: 'Continue with Farcaster', logoHidden: true },
  ])
})

test('renders nothing without providers or Farcaster', () => {
  expect(render([])).toBe('')
})
