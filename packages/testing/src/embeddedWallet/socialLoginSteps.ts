import { expect, type Page } from '@playwright/test'
import { walletFrame } from './emailLoginSteps.js'
import type { RigSocialProvider } from './startSocialProviders.js'

/** Each provider's name, as the Connect view's buttons say it. */
export const socialProviderNames: Record<RigSocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * Signs in with a social provider the way a visitor does: "Continue with <provider>" in the open
 * modal's Connect view, the provider's login page in the popup that opens ("Sign in as <name>" at
 * the rig's provider; the popup closes itself), then the frame's recovery step (a new wallet's
 * password, or the one that unlocks it on a new device), or none when the wallet is ready here.
 */
export async function signInWithSocial(
  page: Page,
  parameters: {
    provider: RigSocialProvider
    accountName: string
    recoveryPassword: string
    /** `either`: whichever the frame asks (a retried test finds the wallet it made before). */
    step: 'create' | 'recover' | 'either' | 'none'
  },
) {
  const dialog = page.getByRole('dialog')
  const popupOpens = page.waitForEvent('popup')
  await dialog
    .getByRole('button', { name: `Continue with ${socialProviderNames[parameters.provider]}` })
    .click()
  const popup = await popupOpens
  // Listening before the click: the popup may close before a later listener is added.
  const closes = popup.waitForEvent('close')
  await popup.getByRole('button', { name: `Sign in as ${parameters.accountName}` }).click()
  await closes
  if (parameters.step === 'none') return
  const frame = walletFrame(page)
  const create = frame.getByRole('button', { name: 'Create wallet' })
  const unlock = frame.getByRole('button', { name: 'Unlock wallet' })
  let step = parameters.step
  if (step === 'either') {
    await expect(create.or(unlock)).toBeVisible()
    step = (await create.isVisible()) ? 'create' : 'recover'
  }
  await frame.getByLabel('Recovery password', { exact: true }).fill(parameters.recoveryPassword)
  if (step === 'create') {
    await frame.getByLabel('Repeat the recovery password').fill(parameters.recoveryPassword)
    await create.click()
  } else {
    await unlock.click()
  }
  await expect(dialog).toBeHidden()
}
