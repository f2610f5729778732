import { expect, test } from 'vitest'
import type { CaipNetworkId } from '../../caip/caip.js'
import type { SiwxConfig, SiwxSession } from '../../contracts/siwx.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'
import {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  SignMessageError,
  SiwxNotEnabledError,
  SiwxSignatureInvalidError,
  SiwxVerifierMissingError,
} from './errors.js'
import { createSignInFlow } from './signInFlow.js'

/** A hand-written sign-in option keeping sessions in memory, as a site could write it. */
function memorySiwx(
  options: { required?: boolean; signOutOnDisconnect?: boolean } & Pick<
    SiwxConfig,
    'verification' | 'verifiers'
  > = {},
) {
  let sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
    ...(options.verification ? { verification: options.verification } : {}),
    ...(options.verifiers ? { verifiers: options.verifiers } : {}),
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'site.test',
        uri: 'https://site.test',
        version: '1',
        nonce: 'n1',
      }
      return { data, message: `site.test sign-in for ${accountAddress} on ${chainId}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async setSessions(next) {
      sessions = [...next]
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
  }
  return {
    config,
    sessions: () => sessions,
    sign: (chainId: CaipNetworkId): SiwxSession => ({
      data: {
        accountAddress: evmAddress,
        chainId,
        domain: 'site.test',
        uri: 'https://site.test',
        version: '1',
        nonce: 'n0',
      },
      message: 'earlier',
      signature: 'sig',
    }),
  }
}

/** Lets the background sign-in check (started by a state change) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function connectedKit(
  options: Parameters<typeof memorySiwx>[0] = {},
  earlier: CaipNetworkId[] = [],
  kitOptions: { evmVerifies?: boolean } = {},
) {
  const siwx = memorySiwx(options)
  for (const chainId of earlier) await siwx.config.addSession(siwx.sign(chainId))
  const made = createTestKit({ siwx: siwx.config, ...kitOptions })
  await made.kit.ready
  await made.kit.connect({ connectorId: 'io.metamask' })
  await settle()
  return { ...made, siwx }
}

test('after connect, a visitor with a session for the network and address sees nothing', async () => {
  const { kit } = await connectedKit({ required: true }, ['eip155:1'])
  expect(kit.getState().modal.isOpen).toBe(false)
})

test('after connect without a session, SIWXSignMessage opens', async () => {
  const { kit } = await connectedKit()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
})

test('SIWXSignMessage is opened with the site name and icon and the message prepared for the account', async () => {
  const siwx = memorySiwx()
  const { kit } = createTestKit({
    siwx: siwx.config,
    metadata: {
      name: 'Example Shop',
      description: '',
      url: 'https://site.test',
      icons: ['https://site.test/icon.png'],
    },
  })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await settle()
  expect(kit.getState().modal.data?.signIn).toEqual({
    site: { name: 'Example Shop', iconUrl: 'https://site.test/icon.png' },
    unsigned: {
      data: expect.objectContaining({ accountAddress: evmAddress, chainId: 'eip155:1', nonce: 'n1' }),
      message: `site.test sign-in for ${evmAddress} on eip155:1`,
    },
  })
})

test('the wallet signs exactly the message the view showed', async () => {
  const { kit, siwx } = await connectedKit()
  const shown = kit.getState().modal.data?.signIn?.unsigned
  await kit.signIn()
  expect(siwx.sessions()[0]?.message).toBe(shown?.message)
})

test('signing saves the session and closes the modal', async () => {
  const { kit, evm, siwx } = await connectedKit({ required: true })
  await kit.signIn()
  expect(siwx.sessions()).toEqual([
    {
      data: expect.objectContaining({ accountAddress: evmAddress, chainId: 'eip155:1' }),
      message: `site.test sign-in for ${evmAddress} on eip155:1`,
      signature: `test-signature:${evmAddress}:site.test sign-in for ${evmAddress} on eip155:1`,
    },
  ])
  expect(evm.test.calls.filter((call) => call.method === 'signMessage')).toHaveLength(1)
  expect(kit.getState().modal.isOpen).toBe(false)
})

test('cancelling an optional sign-in closes the modal and keeps the wallet connected', async () => {
  const { kit } = await connectedKit({ required: false })
  await kit.cancelSignIn()
  expect(kit.getState().modal.isOpen).toBe(false)
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
})

test('closing is blocked on SIWXSignMessage while sign-in is required and no session exists', async () => {
  const { kit } = await connectedKit({ required: true })
  expect(await kit.close()).toBe(false)
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
})

test('cancelling a required sign-in with no signed-in network disconnects and closes', async () => {
  const { kit, siwx } = await connectedKit({ required: true })
  await kit.cancelSignIn()
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  expect(kit.getState().modal.isOpen).toBe(false)
  expect(siwx.sessions()).toEqual([])
})

test('cancelling a required sign-in after switching network switches back to the last signed-in network', async () => {
  const { kit } = await connectedKit({ required: true }, ['eip155:1'])
  await kit.switchNetwork('eip155:10')
  await settle()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
  await kit.cancelSignIn()
  await settle()
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
  expect(kit.getState().modal.isOpen).toBe(false)
})

test('signOutOnDisconnect clears sessions, so the next connect asks to sign in again', async () => {
  const { kit, siwx } = await connectedKit({ signOutOnDisconnect: true }, ['eip155:1'])
  expect(kit.getState().modal.isOpen).toBe(false)
  await kit.disconnect()
  expect(siwx.sessions()).toEqual([])
  await kit.connect({ connectorId: 'io.metamask' })
  await settle()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
})

test("a wallet that refuses to sign fails with 'Error signing message', shown as a snackbar", async () => {
  const { kit, evm, siwx } = await connectedKit({ required: true })
  evm.test.setFeatures('io.metamask', { signMessageError: 'userRejected' })
  const error = await kit.signIn().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(SignMessageError)
  expect((error as SignMessageError).shortMessage).toBe('Error signing message')
  expect(kit.getState().notices.snackbar).toMatchObject({ code: 'SIGN_MESSAGE_FAILED', severity: 'error' })
  expect(siwx.sessions()).toEqual([])
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
})

/** What `kit.signIn()` failed with, and the error beneath the 'Error signing message' it shows. */
async function signInFailure(kit: ReturnType<typeof createTestKit>['kit']) {
  const error = await kit.signIn().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(SignMessageError)
  expect(kit.getState().notices.snackbar).toMatchObject({ code: 'SIGN_MESSAGE_FAILED', severity: 'error' })
  return (error as SignMessageError).cause
}

test('a signature by another key is refused before the site sees it; the visitor can sign again', async () => {
  const { kit, evm, siwx } = await connectedKit({ required: true })
  evm.test.setFeatures('io.metamask', { signsWithWrongKey: true })
  expect(await signInFailure(kit)).toBeInstanceOf(SiwxSignatureInvalidError)
  expect(siwx.sessions()).toEqual([])
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
  expect(kit.getState().modal.data?.signIn?.unsigned?.message).toContain('site.test sign-in')

  evm.test.setFeatures('io.metamask', { signsWithWrongKey: false })
  await kit.signIn()
  expect(siwx.sessions()).toHaveLength(1)
  expect(evm.test.calls.filter((call) => call.method === 'verifyMessage')).toHaveLength(2)
})

test("the site's verifier for a namespace takes priority over the adapter's", async () => {
  const checked: string[] = []
  const { kit, evm, siwx } = await connectedKit({
    verifiers: [
      {
        namespace: 'eip155',
        async verify({ signature }) {
          checked.push(signature)
          return false
        },
      },
    ],
  })
  expect(await signInFailure(kit)).toBeInstanceOf(SiwxSignatureInvalidError)
  expect(checked).toEqual([expect.stringMatching(/^test-signature:/)])
  expect(evm.test.calls.some((call) => call.method === 'verifyMessage')).toBe(false)
  expect(siwx.sessions()).toEqual([])
})

test('a verifier that cannot answer (its RPC is down) refuses the sign-in, and a retry succeeds once it answers', async () => {
  let reachable = false
  const { kit, siwx } = await connectedKit({
    verifiers: [
      {
        namespace: 'eip155',
        async verify() {
          if (!reachable) throw new Error('fetch failed')
          return true
        },
      },
    ],
  })
  const cause = await signInFailure(kit)
  expect(cause).toBeInstanceOf(SiwxSignatureInvalidError)
  expect((cause as SiwxSignatureInvalidError).cause).toEqual(new Error('fetch failed'))
  reachable = true
  await kit.signIn()
  expect(siwx.sessions()).toHaveLength(1)
})

test("a namespace nothing can verify is refused with SiwxVerifierMissingError unless the site's server verifies", async () => {
  const unchecked = await connectedKit({}, [], { evmVerifies: false })
  const cause = await signInFailure(unchecked.kit)
  expect(cause).toBeInstanceOf(SiwxVerifierMissingError)
  expect((cause as SiwxVerifierMissingError).shortMessage).toBe(
    'No sign-in verifier for the eip155 namespace',
  )
  expect(unchecked.siwx.sessions()).toEqual([])

  const onServer = await connectedKit({ verification: 'server' }, [], { evmVerifies: false })
  await onServer.kit.signIn()
  expect(onServer.siwx.sessions()).toHaveLength(1)
})

test("signing in without the siwx option fails with 'SIWX is not enabled'", async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await expect(kit.signIn()).rejects.toThrowError(SiwxNotEnabledError)
  await expect(kit.signIn()).rejects.toThrowError('SIWX is not enabled')
})

test("signing in before connecting fails with 'No ActiveCaipAddress found'", async () => {
  const { kit } = createTestKit({ siwx: memorySiwx().config })
  await kit.ready
  await expect(kit.signIn()).rejects.toThrowError(NoActiveCaipAddressError)
  await expect(kit.signIn()).rejects.toThrowError('No ActiveCaipAddress found')
})

/** A flow over a connected kit's state where one piece the sign-in needs is taken away. */
async function flowWithout(missing: 'adapter' | 'connector') {
  const { kit } = await connectedKit()
  const internal = kit._internal
  const { connection, network } = await internal.session.get()
  return createSignInFlow({
    ...internal,
    siwx: memorySiwx().config,
    network,
    logger: { warn: () => {}, error: () => {} },
    adapters: missing === 'adapter' ? new Map() : internal.adapters,
    connection: {
      disconnect: connection.disconnect,
      getConnectorId: (namespace) =>
        missing === 'connector' ? undefined : connection.getConnectorId(namespace),
    },
  })
}

test("signing in without the active namespace's adapter fails with 'No ActiveCaipNetwork or client found'", async () => {
  const flow = await flowWithout('adapter')
  await expect(flow.signMessage()).rejects.toThrowError(NoActiveCaipNetworkError)
  await expect(flow.signMessage()).rejects.toThrowError('No ActiveCaipNetwork or client found')
})

test("signing in without a connector for the namespace fails with 'No ConnectionController client found'", async () => {
  const flow = await flowWithout('connector')
  await expect(flow.signMessage()).rejects.toThrowError(NoConnectionClientError)
  await expect(flow.signMessage()).rejects.toThrowError('No ConnectionController client found')
})
