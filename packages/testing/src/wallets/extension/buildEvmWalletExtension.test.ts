import { readdir, readFile, rm } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { buildEvmWalletExtension } from './buildEvmWalletExtension.js'

test('builds an unpacked MV3 extension: worker, bridge and MAIN-world provider scripts', async () => {
  const dir = await buildEvmWalletExtension({
    privateKeys: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
    chains: [{ chainId: 31337, name: 'LatchKit Local A', rpcUrl: 'http://127.0.0.1:8545' }],
    info: { name: 'Test Extension', rdns: 'dev.latchkit.test', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
  })
  try {
    expect((await readdir(dir)).sort()).toEqual(['bridge.js', 'inpage.js', 'manifest.json', 'worker.js'])
    const manifest = JSON.parse(await readFile(`${dir}/manifest.json`, 'utf8'))
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'Test Extension',
      background: { service_worker: 'worker.js' },
      host_permissions: ['http://127.0.0.1/*'],
      content_scripts: [
        { js: ['bridge.js'], world: 'ISOLATED', run_at: 'document_start' },
        { js: ['inpage.js'], world: 'MAIN', run_at: 'document_start' },
      ],
    })
    // The build bakes the configuration in; nothing is left for the browser to resolve.
    expect(await readFile(`${dir}/inpage.js`, 'utf8')).toContain('dev.latchkit.test')
    const worker = await readFile(`${dir}/worker.js`, 'utf8')
    expect(worker).toContain('http://127.0.0.1:8545')
    expect(worker).not.toMatch(/^\s*import\s/m)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
