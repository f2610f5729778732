// `npm run demo`: starts the local rig, then the demo site's Vite dev server on 127.0.0.1 with the
// rig's endpoints in VITE_LATCH_RIG. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../databases/freePort.js'
import { describeRig } from '../rig/describeRig.js'
import { rigEnvironment } from '../rig/rigEnvironment.js'
import { startRig } from '../rig/startRig.js'

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../apps/demo')
const viteBin = join(
  dirname(createRequire(join(demoDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
)

// The demo's origin is fixed before the rig starts: the embedded wallet's service lets only it
// embed the wallet frame.
const demoPort = await freePort()
const rig = await startRig({ siteOrigins: [`http://127.0.0.1:${demoPort}`] })
console.log(describeRig(rig).join('\n'))
console.log('\nStarting the demo site; Ctrl-C stops it and the rig.\n')

const vite = spawn(
  process.execPath,
  [viteBin, '--host', '127.0.0.1', '--port', String(demoPort), '--strictPort'],
  {
    cwd: demoDir,
    stdio: 'inherit',
    env: { ...process.env, VITE_LATCH_RIG: JSON.stringify(rigEnvironment(rig)) },
  },
)

let stopping = false
const shutdown = async (code: number) => {
  if (stopping) return
  stopping = true
  if (vite.exitCode === null) vite.kill('SIGTERM')
  await rig.stop()
  process.exit(code)
}
vite.once('exit', (code) => void shutdown(code ?? 0))
process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))
