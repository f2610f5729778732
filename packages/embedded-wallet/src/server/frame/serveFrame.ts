import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { isProjectId } from '../config/readProjectConfig.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { findProject } from '../store/projectsStore.js'
import { frameDocument } from './frameDocument.js'
import { frameHeaders } from './frameHeaders.js'

const assets: Record<string, { file: string; contentType: string }> = {
  '/frame/app.js': { file: 'app.js', contentType: 'text/javascript; charset=utf-8' },
  '/frame/app.css': { file: 'app.css', contentType: 'text/css; charset=utf-8' },
}

/** A language's frame texts (`/frame/locales/pt-BR.js`): a tag, never a path. */
const localePath = /^\/frame\/locales\/([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*)\.js$/

function assetOf(path: string): { file: string; contentType: string } | undefined {
  const locale = localePath.exec(path)?.[1]
  return locale
    ? { file: `locales/${locale}.js`, contentType: 'text/javascript; charset=utf-8' }
    : assets[path]
}

/** Whether `path` is one the frame handler answers. */
export const isFramePath = (path: string) => path === '/frame' || assetOf(path) !== undefined

/**
 * `GET /frame?projectId=P`: the frame's document, embeddable only by the project's allowed
 * origins; an unknown project gets a 404 no page may embed. `GET /frame/app.js`, `app.css` and
 * `locales/<tag>.js` (a language's texts): the frame app, read from the configured directory.
 */
export async function serveFrame(service: ServiceContext, url: URL, response: ServerResponse): Promise<void> {
  const asset = assetOf(url.pathname)
  if (asset) {
    const content = await readFile(join(service.config.frameAssetsDirectory, asset.file)).catch(
      () => undefined,
    )
    if (!content) return sendText(response, 404, 'Not found', [])
    response.writeHead(200, { ...frameHeaders([], asset.contentType), 'content-length': content.length })
    response.end(content)
    return
  }
  const projectId = url.searchParams.get('projectId')
  const project = isProjectId(projectId) ? await findProject(service.database, projectId) : undefined
  if (!project) return sendText(response, 404, 'Invalid Project ID', [])
  const html = frameDocument(project.id)
  response.writeHead(200, {
    ...frameHeaders(project.allowedOrigins, 'text/html; charset=utf-8'),
    'content-length': Buffer.byteLength(html),
  })
  response.end(html)
}

function sendText(response: ServerResponse, status: number, text: string, frameAncestors: string[]): void {
  response.writeHead(status, {
    ...frameHeaders(frameAncestors, 'text/plain; charset=utf-8'),
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}
