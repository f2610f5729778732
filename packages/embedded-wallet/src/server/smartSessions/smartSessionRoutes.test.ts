import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { getAddress } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { revokeSessionMessage } from '../api.js'
import { createWalletServer, type WalletServer } from '../createWalletServer.js'
import type { DatabaseConfig } from '../database/openDatabase.js'
import {
  type ApiClient,
  apiClient,
  createTestClock,
  projectId,
  rigConfig,
  signIn,
  siteOrigin,
  walletBody,
} from '../test-utils/walletServerRig.js'

// Smart sessions (ERC-7715) as the frame drives them, against each driver: a real service, real
// SQL, real sign-in by mail, and the owner's signature made with a real key.

let mail: MailCatcher
let postgres: Postgres

beforeAll(async () => {
  ;[mail, postgres] = await Promise.all([startMailCatcher(), startPostgres()])
}, 90_000)
afterAll(async () => {
  await Promise.all([mail?.stop(), postgres?.stop()])
})

const drivers: [string, () => DatabaseConfig][] = [
  ['PGlite', () => ({ kind: 'pglite' })],
  ['PostgreSQL', () => ({ kind: 'postgres', url: postgres.url })],
]

const chainId = 31337
const hour = 3600
const day = 24 * hour
/** The visitor's smart account and a token, as the frame would send them (any case). */
const account = getAddress('0x1111111111111111111111111111111111111a1b')
const token = getAddress('0x2222222222222222222222222222222222222c2d')

describe.each(drivers)('smart sessions on %s', (driver, database) => {
  let server: WalletServer
  const clock = createTestClock()
  const api = (): ApiClient => apiClient(server.url)
  const nowSeconds = () => Math.floor(clock.now() / 1000)

  beforeAll(async () => {
    server = await createWalletServer(
      rigConfig(mail, {
        database: database(),
        now: clock.now,
        // The bundler is never called by these routes; the chain must only be offered.
        smartAccounts: { networks: [{ chainId, bundlerUrl: 'http://127.0.0.1:9/rpc' }] },
      }),
    )
  })
  afterAll(() => server?.close())

  /**
   * A signed-in visitor whose wallet's EOA is `owner` (a real key). `token()` stays valid as the
   * test clock moves: it refreshes the session when told to.
   */
  async function visitor(name: string) {
    const owner: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())
    let session = await signIn(api(), mail, `${name}.${driver.toLowerCase()}@example.test`)
    const wallet = await api().put(
      '/v1/wallet',
      { ...walletBody(), evmAddress: owner.address },
      session.accessToken,
    )
    expect(wallet.status).toBe(201)
    return {
      owner,
      token: () => session.accessToken as string,
      /** After the clock moved past the access token's 15 minutes. */
      refresh: async () => {
        const refreshed = await api().post('/v1/auth/refresh', { refreshToken: session.refreshToken })
        expect(refreshed.status).toBe(200)
        session = refreshed.body
      },
    }
  }
  type Visitor = Awaited<ReturnType<typeof visitor>>

  const grantBody = (overrides: Record<string, unknown> = {}) => ({
    projectId,
    siteOrigin,
    chainId,
    account: account.toLowerCase(),
    permission: {
      type: 'erc20-token-periodic',
      token: token.toLowerCase(),
      periodAmount: '100',
      periodSeconds: day,
    },
    expiresAt: nowSeconds() + 30 * day,
    ...overrides,
  })
  const grant = async (who: Visitor, overrides: Record<string, unknown> = {}) => {
    const answer = await api().post('/v1/sessions', grantBody(overrides), who.token())
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body.session as { id: string; periodStart: number }
  }
  const list = async (who: Visitor, address: string = account) => {
    const answer = await api().get(`/v1/sessions/${address}`, who.token())
    expect(answer.status).toBe(200)
    return answer.body.sessions as { id: string; spentInPeriod: string; periodStart: number }[]
  }
  const spend = (who: Visitor, pci: string, amount: string, overrides: Record<string, unknown> = {}) =>
    api().post(
      `/v1/sessions/${account}/spend`,
      { pci, amount, siteOrigin, chainId, ...overrides },
      who.token(),
    )
  const revoke = async (who: Visitor, pci: string, signer: PrivateKeyAccount = who.owner) =>
    api().post(
      `/v1/sessions/${account}/revoke`,
      { pci, signature: await signer.signMessage({ message: revokeSessionMessage(pci) }) },
      who.token(),
    )
  const unknownPci = `0x${'0f'.repeat(16)}`

  test('a visitor grants a session, and it is listed with nothing spent', async () => {
    const alice = await visitor('grant')
    const answer = await api().post('/v1/sessions', grantBody(), alice.token())
    expect(answer.status).toBe(201)
    const created = nowSeconds()
    const expected = {
      id: expect.stringMatching(/^0x[0-9a-f]{32}$/),
      chainId,
      account,
      siteOrigin,
      permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: day },
      expiresAt: created + 30 * day,
      createdAt: created,
      revokedAt: null,
      periodStart: created,
      spentInPeriod: '0',
    }
    expect(answer.body).toEqual({ session: expected })
    // The account may be named in any case; the answer is the same session.
    expect(await list(alice, account.toLowerCase())).toEqual([{ ...expected, id: answer.body.session.id }])
  })

  test('a grant is refused for another site, project or chain, and for a malformed permission', async () => {
    const bob = await visitor('refused-grant')
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ siteOrigin: 'https://evil.example.test' }, 403, 'origin_not_allowed'],
      [{ siteOrigin: `${siteOrigin}/path` }, 400, 'invalid_request'],
      [{ projectId: 'other-shop' }, 404, 'not_found'],
      [{ chainId: 1 }, 400, 'invalid_request'],
      [{ account: '0x1234' }, 400, 'invalid_request'],
      [{ expiresAt: nowSeconds() - 1 }, 400, 'invalid_request'],
      [{ expiresAt: nowSeconds() + 366 * day }, 400, 'invalid_request'],
      [
        {
          permission: {
            type: 'native-token-recurring-allowance',
            token,
            periodAmount: '1',
            periodSeconds: 60,
          },
        },
        400,
        'invalid_request',
      ],
      [
        { permission: { type: 'erc20-token-periodic', token, periodAmount: '0', periodSeconds: 60 } },
        400,
        'invalid_request',
      ],
      [
        { permission: { type: 'erc20-token-periodic', token, periodAmount: '1e18', periodSeconds: 60 } },
        400,
        'invalid_request',
      ],
      // 2^256: one more than a uint256 holds.
      [
        {
          permission: {
            type: 'erc20-token-periodic',
            token,
            periodAmount: (2n ** 256n).toString(),
            periodSeconds: 60,
          },
        },
        400,
        'invalid_request',
      ],
      [
        { permission: { type: 'erc20-token-periodic', token, periodAmount: '1', periodSeconds: 367 * day } },
        400,
        'invalid_request',
      ],
      [
        { permission: { type: 'erc20-token-periodic', token, periodAmount: '1', periodSeconds: 0 } },
        400,
        'invalid_request',
      ],
    ]
    for (const [overrides, status, code] of refusals)
      expect(
        await api().post('/v1/sessions', grantBody(overrides), bob.token()),
        JSON.stringify(overrides),
      ).toMatchObject({ status, body: { error: { code } } })
    // The largest uint256 and the longest period are accepted; nothing refused was kept.
    await grant(bob, {
      permission: {
        type: 'erc20-token-periodic',
        token,
        periodAmount: (2n ** 256n - 1n).toString(),
        periodSeconds: 366 * day,
      },
    })
    expect(await list(bob)).toHaveLength(1)
  })

  test('every session route needs the visitor signed in, from the frame origin', async () => {
    expect(await api().post('/v1/sessions', grantBody())).toMatchObject({
      status: 401,
      body: { error: { reason: 'SESSION_EXPIRED' } },
    })
    expect((await api().get(`/v1/sessions/${account}`, 'not.a.token')).status).toBe(401)
    expect(
      (
        await api().post(`/v1/sessions/${account}/spend`, {
          pci: unknownPci,
          amount: '1',
          siteOrigin,
          chainId,
        })
      ).status,
    ).toBe(401)
    expect(
      (await api().post(`/v1/sessions/${account}/revoke`, { pci: unknownPci, signature: '0x' })).status,
    ).toBe(401)
    const carol = await visitor('origin')
    expect(
      (await apiClient(server.url, siteOrigin).get(`/v1/sessions/${account}`, carol.token())).status,
    ).toBe(403)
  })

  test('the list holds only this visitor’s live sessions for that account, newest first', async () => {
    const dave = await visitor('list')
    const erin = await visitor('list-other')
    const first = await grant(dave)
    clock.advance(1000)
    const second = await grant(dave, { expiresAt: nowSeconds() + 2 * hour })
    clock.advance(1000)
    const revoked = await grant(dave)
    await grant(dave, { account: getAddress('0x3333333333333333333333333333333333333333') })
    // Another visitor's session for the same account address.
    await grant(erin)
    expect((await revoke(dave, revoked.id)).status).toBe(200)
    expect((await list(dave)).map(({ id }) => id)).toEqual([second.id, first.id])
    clock.advance(2 * hour * 1000)
    await dave.refresh()
    await erin.refresh()
    expect((await list(dave)).map(({ id }) => id)).toEqual([first.id])
    expect(await list(dave, '0x4444444444444444444444444444444444444444')).toEqual([])
    expect((await api().get('/v1/sessions/not-an-address', dave.token())).status).toBe(400)
  })

  test('revoking needs the owner’s signature of the session’s id; a second revocation is fine', async () => {
    const frank = await visitor('revoke')
    const grace = await visitor('revoke-other')
    const session = await grant(frank)
    const stranger = privateKeyToAccount(generatePrivateKey())
    // An access token with another key's signature, or the owner's signature of other text.
    expect(await revoke(frank, session.id, stranger)).toMatchObject({
      status: 403,
      body: { error: { code: 'invalid_signature' } },
    })
    const otherText = await frank.owner.signMessage({ message: revokeSessionMessage(unknownPci) })
    expect(
      (
        await api().post(
          `/v1/sessions/${account}/revoke`,
          { pci: session.id, signature: otherText },
          frank.token(),
        )
      ).status,
    ).toBe(403)
    expect((await list(frank)).map(({ id }) => id)).toEqual([session.id])
    // Someone else's session, even with its owner's signature, and an unknown one: not found.
    expect(
      await api().post(
        `/v1/sessions/${account}/revoke`,
        {
          pci: session.id,
          signature: await frank.owner.signMessage({ message: revokeSessionMessage(session.id) }),
        },
        grace.token(),
      ),
    ).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } })
    expect((await revoke(frank, unknownPci)).status).toBe(404)
    expect(await revoke(frank, session.id)).toMatchObject({ status: 200, body: { revoked: true } })
    expect(await list(frank)).toEqual([])
    expect(await revoke(frank, session.id)).toMatchObject({ status: 200, body: { revoked: true } })
    expect(await spend(frank, session.id, '1')).toMatchObject({
      status: 403,
      body: { error: { code: 'session_inactive', message: 'Session is no longer active' } },
    })
  })

  test('spending reserves within the period’s amount, and refuses past it or outside the grant', async () => {
    const heidi = await visitor('spend')
    const ivan = await visitor('spend-other')
    const session = await grant(heidi)
    expect(await spend(heidi, session.id, '60')).toMatchObject({
      status: 200,
      body: { spentInPeriod: '60', remaining: '40' },
    })
    expect(await spend(heidi, session.id, '41')).toMatchObject({
      status: 403,
      body: { error: { code: 'session_limit', message: 'Permission limit reached' } },
    })
    expect(await spend(heidi, session.id, '40')).toMatchObject({
      status: 200,
      body: { spentInPeriod: '100', remaining: '0' },
    })
    expect((await spend(heidi, session.id, '1')).body.error.code).toBe('session_limit')
    expect((await list(heidi))[0]?.spentInPeriod).toBe('100')

    const fresh = await grant(heidi)
    for (const overrides of [{ siteOrigin: 'https://app.shop.example.test' }, { chainId: 8453 }])
      expect(await spend(heidi, fresh.id, '1', overrides)).toMatchObject({
        status: 403,
        body: { error: { code: 'session_inactive' } },
      })
    const otherAccount = await api().post(
      `/v1/sessions/0x5555555555555555555555555555555555555555/spend`,
      { pci: fresh.id, amount: '1', siteOrigin, chainId },
      heidi.token(),
    )
    expect(otherAccount).toMatchObject({ status: 403, body: { error: { code: 'session_inactive' } } })
    expect((await spend(ivan, fresh.id, '1')).status).toBe(404)
    expect((await spend(heidi, unknownPci, '1')).status).toBe(404)
    for (const amount of ['0', '-1', '1.5', 1])
      expect((await spend(heidi, fresh.id, amount as string)).status).toBe(400)
    // Nothing of the refused spends was counted.
    expect((await list(heidi)).find(({ id }) => id === fresh.id)?.spentInPeriod).toBe('0')
  })

  test('an ended period reads as a new one with nothing spent, aligned on the grant', async () => {
    const judy = await visitor('period')
    const session = await grant(judy, {
      permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: hour },
    })
    expect((await spend(judy, session.id, '100')).status).toBe(200)
    clock.advance(hour * 1000 - 1000)
    await judy.refresh()
    expect((await spend(judy, session.id, '1')).body.error.code).toBe('session_limit')
    // Two and a half periods after the grant: the third period, started two periods after it.
    clock.advance(1.5 * hour * 1000 + 1000)
    await judy.refresh()
    expect(await list(judy)).toMatchObject([
      { id: session.id, periodStart: session.periodStart + 2 * hour, spentInPeriod: '0' },
    ])
    expect(await spend(judy, session.id, '70')).toMatchObject({
      status: 200,
      body: { spentInPeriod: '70', remaining: '30' },
    })
    expect((await spend(judy, session.id, '31')).body.error.code).toBe('session_limit')
    expect(await list(judy)).toMatchObject([
      { periodStart: session.periodStart + 2 * hour, spentInPeriod: '70' },
    ])
  })

  test('an expired session is no longer listed nor spent from', async () => {
    const ken = await visitor('expiry')
    const session = await grant(ken, { expiresAt: nowSeconds() + 10 * 60 })
    expect((await spend(ken, session.id, '1')).status).toBe(200)
    clock.advance(10 * 60 * 1000)
    await ken.refresh()
    expect(await list(ken)).toEqual([])
    expect(await spend(ken, session.id, '1')).toMatchObject({
      status: 403,
      body: { error: { code: 'session_inactive' } },
    })
  })

  test('concurrent spends never pass the limit together', async () => {
    const leo = await visitor('concurrent')
    const pair = await grant(leo)
    const answers = await Promise.all([spend(leo, pair.id, '60'), spend(leo, pair.id, '60')])
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 403])
    expect(answers.find(({ status }) => status === 403)?.body.error.code).toBe('session_limit')
    // Ten at once, 15 each, against 100: exactly six fit.
    const many = await grant(leo)
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => spend(leo, many.id, '15')))).map(
      ({ status }) => status,
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.filter((status) => status === 403)).toHaveLength(4)
    const sessions = await list(leo)
    expect(sessions.find(({ id }) => id === pair.id)?.spentInPeriod).toBe('60')
    expect(sessions.find(({ id }) => id === many.id)?.spentInPeriod).toBe('90')
  })
})
