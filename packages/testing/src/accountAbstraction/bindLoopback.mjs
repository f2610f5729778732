// Loaded into the bundler with `node --import`. Alto's server always listens on 0.0.0.0 (no option
// changes it), which would offer the rig's bundler, and its funded executor, to the whole network.
// This narrows that one listen to the address in LATCHKIT_BUNDLER_HOST; nothing else changes.
import { Server } from 'node:net'

const host = process.env.LATCHKIT_BUNDLER_HOST
const listen = Server.prototype.listen

Server.prototype.listen = function listenOnRigHost(...args) {
  const [options] = args
  if (host && typeof options === 'object' && options !== null && options.host === '0.0.0.0')
    args[0] = { ...options, host }
  return listen.apply(this, args)
}
