import { invalidProjectId } from '../http/apiError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { findProject, type Project } from '../store/projectsStore.js'

/** The project the service serves under `id`. @throws {ApiError} `not_found` 'Invalid Project ID' */
export async function requireProject(service: ServiceContext, id: string): Promise<Project> {
  const project = await findProject(service.database, id)
  if (!project) throw invalidProjectId()
  return project
}
