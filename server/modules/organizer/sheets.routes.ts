/**
 * Speakers and agenda sessions as XLSX in the organiser console (issue 28): GET /organizer/meetings/{id}/speakers/sheet
 * and …/agendas/sheet (the file, base64, with the meeting's items: with none it is the template), POST the same with
 * `{ file, dry_run }` (a dry run lists each row's problems and keeps nothing; the import takes every row or none);
 * owner, admin and content editors. Rules in sheets.ts.
 */
import { ok, type App, type Context } from '../../http/http'
import { flag, objectId, strict, z } from '../../lib/validation'
import { MAY, meetingRoleGuard } from './roles'
import { exportSheet, importSheet, type SheetKind } from './sheets'

/** An XLSX of a few thousand rows, base64. */
const MAX_FILE_CHARS = 4 * 1024 * 1024

export default async function organizerSheetRoutes(app: App, { db }: Context): Promise<void> {
  const requireMeetingRole = meetingRoleGuard(db)
  const params = strict({ id: objectId })

  for (const [path, kind] of [['speakers', 'speaker'], ['agendas', 'agenda']] as [string, SheetKind][]) {
    app.get(`/organizer/meetings/:id/${path}/sheet`, { schema: { params } }, async (request) => {
      await requireMeetingRole(request, request.params.id, MAY.editContent)
      const { name, file } = await exportSheet(db, kind, request.params.id)
      return ok({ name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file: file.toString('base64') })
    })

    app.post(`/organizer/meetings/:id/${path}/sheet`, {
      bodyLimit: MAX_FILE_CHARS + 1024,
      schema: {
        params,
        body: strict({ file: z.string().min(1).max(MAX_FILE_CHARS).regex(/^[A-Za-z0-9+/=\s]+$/, 'must be the file in base64'), dry_run: flag.optional() }),
      },
    }, async (request, reply) => {
      const { user } = await requireMeetingRole(request, request.params.id, MAY.editContent)
      const dryRun = request.body.dry_run === 1
      const result = await importSheet(db, kind, request.params.id, user._id, Buffer.from(request.body.file, 'base64'), dryRun)
      if (!dryRun && !result.problems.length) reply.status(201)
      return ok(result)
    })
  }
}
