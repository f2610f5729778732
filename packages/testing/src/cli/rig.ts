// `npm run rig`: starts the whole local rig, prints its endpoints and test accounts, and stops
// everything on Ctrl-C.
import { describeRig } from '../rig/describeRig.js'
import { startRig } from '../rig/startRig.js'

const rig = await startRig()
console.log(describeRig(rig).join('\n'))
console.log('\nCtrl-C stops everything.')

const shutdown = async () => {
  await rig.stop()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
