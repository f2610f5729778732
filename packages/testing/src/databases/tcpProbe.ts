import { connect } from 'node:net'

/**
 * Sends `request` to 127.0.0.1:`port` and resolves true once the answer starts with `expected`
 * (false on refusal, another answer or a second's silence).
 */
export function tcpProbe(
  port: number,
  request: Buffer | string,
  expected: Buffer | string,
): Promise<boolean> {
  const wanted = Buffer.from(expected)
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    let received = Buffer.alloc(0)
    const finish = (ready: boolean) => {
      socket.destroy()
      resolve(ready)
    }
    socket.setTimeout(1000, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write(request))
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk])
      if (received.length >= wanted.length) finish(received.subarray(0, wanted.length).equals(wanted))
    })
  })
}
