import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AnvilNotFoundError } from './errors.js'

// The platform packages that `@foundry-rs/anvil` lists as optional dependencies.
const platformPackages: Record<string, string> = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Finds the anvil executable shipped in the platform package of `@foundry-rs/anvil`, so the rig
 * spawns the binary itself: the package's `bin.mjs` wrapper (and npx) would sit between us and the
 * pid we must kill.
 *
 * @throws {AnvilNotFoundError} on a platform without a package, or when it is not installed.
 */
export function resolveAnvilBinary(): string {
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage)
    throw new AnvilNotFoundError(`anvil has no npm build for ${process.platform}-${process.arch}.`)
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    // Resolve from the wrapper package: the platform package is its dependency, not ours.
    const require = createRequire(import.meta.url)
    const wrapper = require.resolve('@foundry-rs/anvil/package.json')
    const binary = createRequire(wrapper).resolve(`${platformPackage}/bin/${executable}`)
    if (existsSync(binary)) return binary
  } catch (error) {
    throw new AnvilNotFoundError(`${platformPackage} is not installed; run npm install.`, { cause: error })
  }
  throw new AnvilNotFoundError(`${platformPackage} is installed without its binary; run npm install.`)
}
