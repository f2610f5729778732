/**
 * The frame's address: the service's `/frame` page for the project, told the site's origin (the
 * frame checks it against the project's allowed origins before it says anything), and the
 * visitor's language.
 */
export function frameUrl(parameters: {
  serviceUrl: string
  projectId: string
  siteOrigin: string
  /** The language the modal shows (the frame draws its views in it when it has it). */
  locale?: string | undefined
}): URL {
  const url = new URL('/frame', parameters.serviceUrl)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('origin', parameters.siteOrigin)
  if (parameters.locale) url.searchParams.set('lang', parameters.locale)
  return url
}
