import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

// The migration guides' ported apps (ported/), rendered in Node; the site's own checks are its
// build (link check) and e2e/.
export default defineConfig({ test: { ...sharedWorkers, include: ['ported/**/*.test.{ts,tsx}'] } })
