import type { EmbeddedSessionInfo } from '@latchkit/core'

/** Longer display names are cut (spec section 6: email truncation over 30 characters). */
export const maxDisplayNameLength = 30

/**
 * The embedded wallet's display name (spec section 5): the social username (a Discord name's
 * trailing "0" dropped), else the email, cut to 30 characters with an ellipsis.
 */
export function embeddedDisplayName(user: {
  email?: string | undefined
  username?: string | undefined
  provider?: string | undefined
}): string | undefined {
  const username =
    user.username && user.provider === 'discord' && user.username.endsWith('0')
      ? user.username.slice(0, -1)
      : user.username
  const name = username || user.email
  if (!name) return undefined
  return name.length > maxDisplayNameLength ? `${name.slice(0, maxDisplayNameLength)}…` : name
}

/** The display name of the embedded wallet's remembered login: a social login's username, else its email. */
export function embeddedSessionName(
  session: Pick<EmbeddedSessionInfo, 'email' | 'socialProvider' | 'socialUsername'>,
): string | undefined {
  return embeddedDisplayName({
    email: session.email,
    username: session.socialUsername,
    provider: session.socialProvider,
  })
}
