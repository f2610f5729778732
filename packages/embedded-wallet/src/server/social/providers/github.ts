import { isRecord } from '../../../protocol/isRecord.js'
import { SocialProviderAnswerError, SocialProviderRequestError } from './errors.js'
import { providerEmail } from './providerEmail.js'
import { providerUsername } from './providerUsername.js'
import { readUserEndpoint, userInfoEndpoint } from './readUserEndpoint.js'
import type { ReadIdentityContext, SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

// GitHub's REST API refuses a request without a User-Agent, and pins its answers to a version.
const githubHeaders = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'latchkit-wallet-server',
}

/** `/user/emails` next to the configured `/user`, at most 100 addresses (one page). */
function emailsEndpoint(userUrl: string): string {
  const url = new URL(userUrl)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/emails`
  url.searchParams.set('per_page', '100')
  return url.toString()
}

/** GitHub's numeric account id (the login can be renamed; the id cannot). */
function githubSubject(user: unknown): string {
  const id = isRecord(user) ? user.id : undefined
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new SocialProviderAnswerError({ provider: 'github', field: 'id' })
  return String(id)
}

/**
 * The primary address, only when GitHub has verified it. `/user`'s own `email` is the public
 * profile address the user typed, verified or not, and is never read.
 */
function primaryVerifiedEmail(emails: unknown): string | undefined {
  if (!Array.isArray(emails)) throw new SocialProviderAnswerError({ provider: 'github', field: 'emails' })
  const primary = emails.find((entry) => isRecord(entry) && entry.primary === true && entry.verified === true)
  return isRecord(primary) ? providerEmail(primary.email) : undefined
}

async function readGithubEmails(context: ReadIdentityContext, userUrl: string): Promise<unknown> {
  try {
    return await readUserEndpoint({
      provider: 'github',
      url: emailsEndpoint(userUrl),
      accessToken: context.accessToken,
      fetch: context.fetch,
      headers: githubHeaders,
    })
  } catch (error) {
    // A GitHub App without the "Email addresses" permission is answered 403 (404 on some
    // versions): the visitor signs in without an address rather than not at all.
    if (error instanceof SocialProviderRequestError && (error.status === 403 || error.status === 404))
      return []
    throw error
  }
}

/**
 * Reads `/user` (id and login) and `/user/emails` (the primary verified address).
 *
 * @throws {SocialProviderRequestError} when either cannot be read (but see `readGithubEmails`).
 * @throws {SocialProviderAnswerError} when `/user` has no numeric id or `/user/emails` is not a list.
 */
async function readGithubIdentity(context: ReadIdentityContext): Promise<SocialIdentity> {
  const userUrl = userInfoEndpoint('github', context.endpoints)
  const [user, emails] = await Promise.all([
    readUserEndpoint({
      provider: 'github',
      url: userUrl,
      accessToken: context.accessToken,
      fetch: context.fetch,
      headers: githubHeaders,
    }),
    readGithubEmails(context, userUrl),
  ])
  const subject = githubSubject(user)
  const email = primaryVerifiedEmail(emails)
  return {
    provider: 'github',
    subject,
    username: providerUsername(isRecord(user) ? user.login : undefined),
    ...(email === undefined ? {} : { email }),
  }
}

/**
 * GitHub, an OAuth 2 provider (OAuth app or GitHub App; PKCE S256 since July 2025). `user:email`
 * is the one scope needed: `/user` answers the public profile without any. The token endpoint
 * answers form-encoded unless asked for `Accept: application/json`, and reports a refused code
 * with status 200 and an `error` member.
 */
export const githubProvider: SocialProviderDefinition = {
  id: 'github',
  protocol: 'oauth2',
  scopes: ['user:email'],
  endpoints: {
    authorization: 'https://github.com/login/oauth/authorize',
    token: 'https://github.com/login/oauth/access_token',
    userInfo: 'https://api.github.com/user',
  },
  tokenAuth: 'client_secret_post',
  readIdentity: readGithubIdentity,
}
