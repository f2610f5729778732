import { isRecord } from '../../../protocol/isRecord.js'
import { providerEmail } from './providerEmail.js'
import { providerSubject } from './providerSubject.js'
import { providerUsername } from './providerUsername.js'
import { readUserEndpoint, userInfoEndpoint } from './readUserEndpoint.js'
import type { ReadIdentityContext, SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

/**
 * The username as kept for the modal, which shows a Discord username with its last character
 * dropped when that is a `0` (AppKit's `getAuthName`: the name it is given is the username
 * followed by the discriminator, `"0"` for every account on Discord's unique usernames).
 *
 * So the kept name is the username followed by one `0`, whatever the username ends with ("ada"
 * is kept as "ada0", "player0" as "player00"), and the display gives the username back. An
 * account still on a legacy tag (bots, in practice) is kept as "name#1234" followed by the same
 * `0`, so it reads "name#1234" and never loses a digit of its tag. A name that cleans to nothing
 * stays empty: there is nothing to show.
 */
export function discordUsername(user: Record<string, unknown>): string {
  const name = providerUsername(user.username)
  if (name === '') return ''
  const tag = user.discriminator
  const legacyTag = typeof tag === 'string' && /^\d{1,4}$/.test(tag) && !/^0+$/.test(tag)
  return `${legacyTag ? `${name}#${tag}` : name}0`
}

/**
 * Reads `GET /users/@me`: `id` is the account's snowflake (a string; the username can change),
 * the address counts only with `verified: true`.
 *
 * @throws {SocialProviderRequestError} when `/users/@me` cannot be read.
 * @throws {SocialProviderAnswerError} when it has no usable `id`.
 */
async function readDiscordIdentity(context: ReadIdentityContext): Promise<SocialIdentity> {
  const answer = await readUserEndpoint({
    provider: 'discord',
    url: userInfoEndpoint('discord', context.endpoints),
    accessToken: context.accessToken,
    fetch: context.fetch,
  })
  const user = isRecord(answer) ? answer : {}
  const subject = providerSubject(user.id, { provider: 'discord', field: 'id' })
  const email = user.verified === true ? providerEmail(user.email) : undefined
  return {
    provider: 'discord',
    subject,
    username: discordUsername(user),
    ...(email === undefined ? {} : { email }),
  }
}

/**
 * Discord, an OAuth 2 provider (PKCE S256; both client authentication methods; the token URL
 * and API under `/api`, API version 10). `identify` gives the user, `email` its address.
 */
export const discordProvider: SocialProviderDefinition = {
  id: 'discord',
  protocol: 'oauth2',
  scopes: ['identify', 'email'],
  endpoints: {
    authorization: 'https://discord.com/oauth2/authorize',
    token: 'https://discord.com/api/oauth2/token',
    userInfo: 'https://discord.com/api/v10/users/@me',
  },
  tokenAuth: 'client_secret_basic',
  readIdentity: readDiscordIdentity,
}
