import type { ProjectConfig } from '../config/walletServerConfig.js'
import type { SqlDatabase, SqlTransaction } from '../database/sqlDatabase.js'

export type Project = { id: string; name: string; allowedOrigins: string[] }

/**
 * Writes the configured projects and retires those the configuration no longer names (their
 * frame stops being served; their rows stay for the sessions that refer to them).
 */
export async function saveProjects(
  database: SqlDatabase,
  projects: Required<ProjectConfig>[],
  now: Date,
): Promise<void> {
  await database.transaction(async (transaction) => {
    for (const project of projects)
      await transaction.query(
        `INSERT INTO projects (id, name, allowed_origins, retired_at, updated_at) VALUES ($1, $2, $3::jsonb, NULL, $4)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins,
           retired_at = NULL, updated_at = excluded.updated_at`,
        [project.id, project.name, JSON.stringify(project.allowedOrigins), now],
      )
    await transaction.query(
      'UPDATE projects SET retired_at = $2 WHERE retired_at IS NULL AND NOT (id = ANY($1::text[]))',
      [projects.map((project) => project.id), now],
    )
  })
}

/** A project the service serves, or `undefined` (unknown or retired). */
export async function findProject(
  sql: Pick<SqlTransaction, 'query'>,
  id: string,
): Promise<Project | undefined> {
  const [row] = await sql.query<{ id: string; name: string; allowed_origins: string[] }>(
    'SELECT id, name, allowed_origins FROM projects WHERE id = $1 AND retired_at IS NULL',
    [id],
  )
  return row && { id: row.id, name: row.name, allowedOrigins: row.allowed_origins }
}
