import { isRecord } from '../../../protocol/isRecord.js'
import { providerSubject } from './providerSubject.js'
import { providerUsername } from './providerUsername.js'
import { readUserEndpoint, userInfoEndpoint } from './readUserEndpoint.js'
import type { ReadIdentityContext, SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

/**
 * Reads `GET /2/users/me`, answered as `{ data: { id, name, username } }`: `id` is the account's
 * numeric id as a string (the handle can be renamed), `username` the handle without `@`. No
 * address is read: X gives one only with the `users.email` scope, which this service does not ask.
 *
 * @throws {SocialProviderRequestError} when `/2/users/me` cannot be read.
 * @throws {SocialProviderAnswerError} when the answer has no `data.id`.
 */
async function readXIdentity(context: ReadIdentityContext): Promise<SocialIdentity> {
  const answer = await readUserEndpoint({
    provider: 'x',
    url: userInfoEndpoint('x', context.endpoints),
    accessToken: context.accessToken,
    fetch: context.fetch,
  })
  const user = isRecord(answer) && isRecord(answer.data) ? answer.data : {}
  return {
    provider: 'x',
    subject: providerSubject(user.id, { provider: 'x', field: 'data.id' }),
    username: providerUsername(user.username),
  }
}

/**
 * X (Twitter), an OAuth 2 provider; PKCE is required. A confidential client must send its
 * credentials as HTTP Basic on the token request. `/2/users/me` needs `users.read` and `tweet.read`.
 */
export const xProvider: SocialProviderDefinition = {
  id: 'x',
  protocol: 'oauth2',
  scopes: ['users.read', 'tweet.read'],
  endpoints: {
    authorization: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    userInfo: 'https://api.x.com/2/users/me',
  },
  tokenAuth: 'client_secret_basic',
  readIdentity: readXIdentity,
}
