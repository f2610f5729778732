import { expect, test } from 'vitest'
import { deviceApprovalEmail } from './deviceApprovalEmail.js'

test('the approval email names the project, the browser, the link and its lifetime', () => {
  const link = 'https://wallet.example.test/device?token=abc'
  const email = deviceApprovalEmail({
    projectName: 'Example Shop',
    userAgent: 'Firefox/140',
    link,
    ttlMs: 600_000,
  })
  expect(email.subject).toBe('Approve signing in to Example Shop')
  expect(email.text).toMatchInlineSnapshot(`
    "A browser asked to sign in to Example Shop with this email address.

    Browser: Firefox/140

    If it was you, open this link to approve that browser, then go back to it:
    https://wallet.example.test/device?token=abc

    The link expires in 10 minutes.
    If it was not you, do not open the link: nobody can sign in with this address without it."
  `)
})

test('a browser without a User-Agent is named as unknown; one minute is singular', () => {
  const { text } = deviceApprovalEmail({
    projectName: 'Shop',
    userAgent: '',
    link: 'https://w/device',
    ttlMs: 60_000,
  })
  expect(text).toContain('Browser: Unknown browser')
  expect(text).toContain('The link expires in 1 minute.')
})
