import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base } from '@playwright/test'

const siteFolder = fileURLToPath(new URL('../src/.vitepress/dist', import.meta.url))

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/** The built file for a request's path, as VitePress's own preview resolves it. */
function fileFor(pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    const file = join(siteFolder, candidate)
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

/** The built docs served on 127.0.0.1 for each worker; `docsUrl` is its address. */
export const test = base.extend<object, { docsUrl: string }>({
  docsUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      if (!existsSync(siteFolder)) throw new Error('Build the docs first: npm run build -w @latchkit/docs')
      const server = createServer((request, response) => {
        const file = fileFor(new URL(request.url ?? '/', 'http://localhost').pathname)
        if (!file) {
          response.writeHead(404).end()
          return
        }
        response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
        response.end(readFileSync(file))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
