import type { ApiRoute } from '../service/apiRequest.js'

/** The route for `method` and `path`, with the values of its `:name` parts. */
export function matchRoute(
  routes: readonly ApiRoute[],
  method: string,
  path: string,
): { route: ApiRoute; params: Record<string, string> } | undefined {
  const segments = path.split('/')
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (!part.startsWith(':')) return part === segment
      if (segment === '') return false
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
        return true
      } catch {
        return false
      }
    })
    if (matches) return { route, params }
  }
  return undefined
}
