/**
 * The frame's address: the service's `/frame` page for the project, told the site's origin (the
 * frame checks it against the project's allowed origins before it says anything).
 */
export function frameUrl(parameters: { serviceUrl: string; projectId: string; siteOrigin: string }): URL {
  const url = new URL('/frame', parameters.serviceUrl)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('origin', parameters.siteOrigin)
  return url
}
