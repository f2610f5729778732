import type { ProjectResponse } from '../api.js'
import { isProjectId } from '../config/readProjectConfig.js'
import { invalidProjectId } from '../http/apiError.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { findProject } from '../store/projectsStore.js'

/** `GET /v1/projects/:id`: the frame checks the embedding site's origin against this list. */
export const projectRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/projects/:id',
    async handle({ service, params }) {
      const project = isProjectId(params.id) ? await findProject(service.database, params.id) : undefined
      if (!project) throw invalidProjectId()
      const body: ProjectResponse = {
        id: project.id,
        allowedOrigins: project.allowedOrigins,
        managedRecovery: service.config.recoveryKey !== undefined,
        deviceApproval: service.config.deviceApproval,
      }
      return { body }
    },
  },
]
