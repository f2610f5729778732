import { describe, expect, test } from 'vitest'
import { FrameRequestError } from '../protocol/errors.js'
import { notSignedInMessage } from '../protocol/framePayloads.js'
import { createEmbeddedFrameClient } from './frameClient.js'
import type { FrameHost } from './frameHost.js'

/** A frame host answering GetUser with `user`, or refusing it as a frame without a session does. */
function hostAnswering(user: { email: string; evmAddress: string; solanaAddress: string } | undefined) {
  const asked: string[] = []
  const host = {
    isLoaded: true,
    async request(type: string) {
      asked.push(type)
      if (type === 'GetUser' && user) return user
      throw new FrameRequestError({ requestType: 'GetUser', message: notSignedInMessage })
    },
  }
  return { host: host as unknown as FrameHost, asked }
}

function presenter(loggedIn: boolean) {
  const state = { loggedIn, forgotten: 0 }
  return {
    state,
    presenter: {
      approve: <result>(run: () => Promise<result>) => run(),
      refused: () => undefined,
      isLoggedIn: () => state.loggedIn,
      forgetLogin: () => {
        state.forgotten += 1
        state.loggedIn = false
      },
    },
  }
}

describe('restoring a remembered login', () => {
  test('without one, the frame is not asked', async () => {
    const { host, asked } = hostAnswering(undefined)
    const client = createEmbeddedFrameClient(host)
    client.setPresenter(presenter(false).presenter)
    await expect(client.restoredUser()).resolves.toBeUndefined()
    expect(asked).toEqual([])
  })

  test('with one the frame still holds, the user comes back', async () => {
    const user = { email: 'ada@example.com', evmAddress: '0x1', solanaAddress: 'So1' }
    const { host } = hostAnswering(user)
    const client = createEmbeddedFrameClient(host)
    client.setPresenter(presenter(true).presenter)
    await expect(client.restoredUser()).resolves.toEqual(user)
  })

  test('with one the frame lost (signed out elsewhere, expired), the kit forgets it (spec section 4)', async () => {
    const { host } = hostAnswering(undefined)
    const client = createEmbeddedFrameClient(host)
    const { presenter: shown, state } = presenter(true)
    client.setPresenter(shown)
    await expect(client.restoredUser()).resolves.toBeUndefined()
    expect(state).toEqual({ loggedIn: false, forgotten: 1 })
  })
})
