import { expect, test } from 'vitest'
import { describeSessionGrant, writePeriod } from './describeSessionGrant.js'
import { frameTexts, setFrameTexts } from './frameTexts.js'
import { texts as german } from './locales/de.js'

const grant = {
  chainId: 8453,
  account: '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
  permission: {
    type: 'erc20-token-periodic' as const,
    token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    periodAmount: '25000000',
    periodSeconds: 7 * 86_400,
  },
  // 15 July 2027, 12:00 UTC: the same day in every time zone the tests may run in.
  expiresAt: Date.UTC(2027, 6, 15, 12) / 1000,
}

test('the grant shows the site, the account, the network, the token, the amount in base units, the period and the expiry', () => {
  const description = describeSessionGrant(grant, 'https://shop.example.test')
  expect(description.title).toBe('grantSession')
  expect(frameTexts[description.title]).toBe('Allow this site to spend without asking')
  expect(description.facts.slice(0, 6)).toEqual([
    { label: 'site', value: 'https://shop.example.test' },
    { label: 'smartAccount', value: grant.account },
    { label: 'network', value: 'eip155:8453' },
    { label: 'token', value: grant.permission.token },
    // Every digit, grouped as the language groups them; not "25 USDC": the frame knows no
    // symbol or decimals it could vouch for.
    { label: 'amountPerPeriod', value: '25,000,000 base units' },
    { label: 'period', value: '7 days' },
  ])
  expect(description.facts[6]?.label).toBe('expires')
  expect(description.facts[6]?.value).toMatch(/^July 15, 2027\b/)
})

test('a period is written exactly, in the largest unit that divides it', () => {
  expect(writePeriod(86_400)).toBe('1 day')
  expect(writePeriod(7_200)).toBe('2 hours')
  expect(writePeriod(90)).toBe('90 seconds')
  expect(writePeriod(5_400)).toBe('90 minutes')
  expect(writePeriod(1)).toBe('1 second')
  expect(writePeriod(366 * 86_400)).toBe('366 days')
})

test("in the visitor's language: the words, the period and the date", () => {
  setFrameTexts('de', german)
  try {
    const { facts } = describeSessionGrant(grant, 'https://shop.example.test')
    expect(facts.find(({ label }) => label === 'amountPerPeriod')?.value).toBe('25.000.000 Basiseinheiten')
    expect(facts.find(({ label }) => label === 'period')?.value).toBe('7 Tage')
    expect(facts.find(({ label }) => label === 'expires')?.value).toMatch(/^15\. Juli 2027\b/)
  } finally {
    setFrameTexts('en', frameTexts)
  }
})
