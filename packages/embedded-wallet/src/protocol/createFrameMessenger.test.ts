import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessenger, frameRequestTimeoutMs } from './createFrameMessenger.js'

// The site's end and the frame's end of a real MessageChannel, as the handshake leaves them.
let channel: MessageChannel
let frameReceived: unknown[]

beforeEach(() => {
  channel = new MessageChannel()
  frameReceived = []
  channel.port2.onmessage = (event) => frameReceived.push(event.data)
})
afterEach(() => {
  channel.port1.close()
  channel.port2.close()
  vi.useRealTimers()
})

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
/** Waits until the frame's end holds `count` requests (a port delivers on a later turn). */
const frameHolds = (count: number) => vi.waitFor(() => expect(frameReceived).toHaveLength(count))
const lastRequest = () => frameReceived.at(-1) as { id: string; type: string; payload: unknown }

describe('createFrameMessenger', () => {
  it('sends a request with a fresh id and resolves the success event with that id', async () => {
    const messenger = createFrameMessenger(channel.port1)
    const user = messenger.request('GetUser', { chainId: 'eip155:1' })
    await frameHolds(1)
    expect(lastRequest()).toMatchObject({ type: 'GetUser', payload: { chainId: 'eip155:1' } })
    expect(lastRequest().id).toMatch(/^[0-9a-f-]{36}$/)
    channel.port2.postMessage({
      id: lastRequest().id,
      type: 'GetUserSuccess',
      payload: { email: 'a@b.test' },
    })
    await expect(user).resolves.toEqual({ email: 'a@b.test' })
    expect(messenger.pendingCount).toBe(0)
  })

  it("rejects with the frame's own message when it answers with an error event", async () => {
    const messenger = createFrameMessenger(channel.port1)
    const connecting = messenger.request('ConnectEmail', { email: 'a@b.test' })
    await frameHolds(1)
    channel.port2.postMessage({
      id: lastRequest().id,
      type: 'ConnectEmailError',
      error: { message: 'Please try again after 12 seconds' },
    })
    await expect(connecting).rejects.toMatchObject({
      name: 'FrameRequestError',
      shortMessage: 'Please try again after 12 seconds',
      requestType: 'ConnectEmail',
    })
  })

  it('ignores what does not answer a pending request: malformed, unknown id, another type, a second answer', async () => {
    const ids = ['first', 'second']
    const messenger = createFrameMessenger(channel.port1, { newId: () => ids.shift() ?? 'none' })
    const chainId = messenger.request('GetChainId', {})
    const connected = messenger.request('IsConnected', {})
    await frameHolds(2)
    for (const noise of [
      null,
      'GetChainIdSuccess',
      { id: 'first' },
      { id: 'first', type: 'GetChainIdError', error: 'not an object' },
      { id: 'first', type: 'NotARequestSuccess', payload: 1 },
      { id: 'elsewhere', type: 'GetChainIdSuccess', payload: 'eip155:666' },
      { id: 'first', type: 'IsConnectedSuccess', payload: 'wrong type for this id' },
    ])
      channel.port2.postMessage(noise)
    // A port delivers in order: the noise reaches the messenger before the real answers below,
    // so had it been taken, the requests would have settled with it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(messenger.pendingCount).toBe(2)
    channel.port2.postMessage({ id: 'first', type: 'GetChainIdSuccess', payload: 'eip155:1' })
    channel.port2.postMessage({ id: 'first', type: 'GetChainIdSuccess', payload: 'eip155:2' })
    channel.port2.postMessage({ id: 'second', type: 'IsConnectedSuccess', payload: true })
    await expect(chainId).resolves.toBe('eip155:1')
    await expect(connected).resolves.toBe(true)
  })

  it('rejects with iframe_request_timeout after 120 s without an answer, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const messenger = createFrameMessenger(channel.port1)
    const rpc = messenger.request('Rpc', { method: 'personal_sign', params: [] })
    let settled = false
    rpc.catch(() => undefined).finally(() => (settled = true))
    vi.advanceTimersByTime(frameRequestTimeoutMs - 1)
    await nextTurn()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1)
    await expect(rpc).rejects.toMatchObject({
      name: 'FrameRequestTimeoutError',
      shortMessage: 'iframe_request_timeout',
    })
    expect(messenger.pendingCount).toBe(0)
  })

  it('close rejects every pending request with "Request was aborted", and later requests too', async () => {
    const messenger = createFrameMessenger(channel.port1)
    const waiting = [messenger.request('ConnectOtp', { otp: '123456' }), messenger.request('GetUser', {})]
    messenger.close()
    for (const request of waiting)
      await expect(request).rejects.toMatchObject({
        name: 'FrameMessengerClosedError',
        shortMessage: 'Request was aborted',
      })
    await expect(messenger.request('SignOut', {})).rejects.toMatchObject({
      name: 'FrameMessengerClosedError',
    })
  })
})
