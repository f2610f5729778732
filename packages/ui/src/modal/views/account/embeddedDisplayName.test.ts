import { describe, expect, test } from 'vitest'
import { embeddedDisplayName, embeddedSessionName } from './embeddedDisplayName.js'

describe('embeddedDisplayName', () => {
  test('shows the email, cut with an ellipsis above 30 characters', () => {
    expect(embeddedDisplayName({ email: 'ada@example.com' })).toBe('ada@example.com')
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(embeddedDisplayName({ email: thirty })).toBe(thirty)
    expect(embeddedDisplayName({ email: `b${thirty}` })).toBe(`b${thirty.slice(0, 29)}…`)
  })

  test('prefers the social username, dropping a Discord name’s trailing 0', () => {
    expect(embeddedDisplayName({ email: 'ada@example.com', username: 'ada' })).toBe('ada')
    expect(embeddedDisplayName({ username: 'ada0', provider: 'discord' })).toBe('ada')
    expect(embeddedDisplayName({ username: 'ada0', provider: 'github' })).toBe('ada0')
  })

  test('has no name without an email or a username', () => {
    expect(embeddedDisplayName({})).toBeUndefined()
  })
})

describe('embeddedSessionName', () => {
  test("names an email login by its email, a social login by the provider's username", () => {
    const email = { email: 'ada@example.com', socialProvider: undefined, socialUsername: undefined }
    expect(embeddedSessionName(email)).toBe('ada@example.com')
    expect(embeddedSessionName({ email: undefined, socialProvider: 'discord', socialUsername: 'ada0' })).toBe(
      'ada',
    )
    expect(
      embeddedSessionName({
        email: 'ada@example.com',
        socialProvider: 'github',
        socialUsername: 'ada-lovelace',
      }),
    ).toBe('ada-lovelace')
  })

  test('names a Farcaster login by its username, a trailing 0 kept (only Discord drops it)', () => {
    expect(
      embeddedSessionName({ email: undefined, socialProvider: 'farcaster', socialUsername: 'dwr.eth' }),
    ).toBe('dwr.eth')
    expect(embeddedSessionName({ email: undefined, socialProvider: 'farcaster', socialUsername: 'v0' })).toBe(
      'v0',
    )
  })
})
