import net from 'node:net'

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost', '[::1]'])

/**
 * Records every connection this process dials to a host other than loopback, by TCP (sockets,
 * WebSockets, HTTP) or by `fetch`, until `stop()`. The rig must work without the internet, so a
 * test asserts the list stays empty (Verify, telemetry and RPC defaults all point at remote hosts).
 */
export function recordRemoteDials() {
  const remoteHosts: string[] = []
  const record = (host: string | undefined) => {
    if (host !== undefined && !loopbackHosts.has(host)) remoteHosts.push(host)
  }
  const originalConnect = net.Socket.prototype.connect
  const originalFetch = globalThis.fetch

  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    record(hostOfConnectArguments(args))
    return Reflect.apply(originalConnect, this, args)
  } as typeof originalConnect
  globalThis.fetch = (input, init) => {
    record(new URL(input instanceof Request ? input.url : String(input)).hostname)
    return originalFetch(input, init)
  }

  return {
    remoteHosts,
    stop() {
      net.Socket.prototype.connect = originalConnect
      globalThis.fetch = originalFetch
    },
  }
}

// socket.connect(options), socket.connect(port, host), or net.connect's normalized [options, cb].
function hostOfConnectArguments(args: unknown[]): string | undefined {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string }
    return options.path !== undefined ? undefined : (options.host ?? 'localhost')
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof args[1] === 'string' ? args[1] : 'localhost'
  }
  return undefined
}
