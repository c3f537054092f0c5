/**
 * Speakers and agenda sessions as XLSX (issue 28): the template is the header of the meeting's columns; a dry run of
 * 200 sessions with bad rows lists each bad row and imports none, nor does the import of that file; the good file
 * then imports all 200, each with its audit entry, and the export gives them back.
 */
import readExcelFile from 'read-excel-file/node'
import writeExcelFile from 'write-excel-file/node'
import { startTestServer, type TestServer } from '../../test/support/server'
import { login } from './helpers'

let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
let meeting: string
beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
  meeting = (await owner.api.results('POST', '/organizer/meetings', { title: { zh: '表格', en: 'Sheets' }, start: 1_900_000_000, end: 1_900_300_000, timezone: 'Asia/Shanghai' }))._id
  await owner.api.results('POST', `/organizer/meetings/${meeting}/speakers`, { name: { zh: '张伟', en: 'Zhang Wei' } })
}, 120_000)
afterAll(() => server?.stop())

const sheetOf = async (rows: (string | number | null)[][]) =>
  (await writeExcelFile(rows.map((r) => r.map((value) => (value === null ? null : { value, type: typeof value === 'number' ? Number : String }))), {}).toBuffer()).toString('base64')
const read = async (base64: string) => (await readExcelFile(Buffer.from(base64, 'base64')))[0].data

const HEADER = ['title.zh', 'title.en', 'place.en', 'start', 'end', 'speakers']
/** Session i: 30 minutes from 2030-03-18 09:00 on, one a slot. */
const session = (i: number) => {
  const at = (m: number) => { const d = new Date(Date.UTC(2030, 2, 18, 9, 0) + m * 60_000); return d.toISOString().slice(0, 16).replace('T', ' ') }
  return [`分会 ${i}`, `Session ${i}`, `Room ${i % 5}`, at(i * 30), at(i * 30 + 25), i % 2 ? 'Zhang Wei' : '张伟']
}
const agendaCount = async () => (await owner.api.get(`/organizer/meetings/${meeting}/agendas`)).body.results.length as number

test('the template is the header of the meeting\'s columns, in the languages it is offered in', async () => {
  const template = await owner.api.get(`/organizer/meetings/${meeting}/agendas/sheet`)
  expect(template.status).toBe(200)
  expect(template.body.results).toMatchObject({ name: 'sessions.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  expect(await read(template.body.results.file)).toEqual([['title.zh', 'title.en', 'place.zh', 'place.en', 'track.zh', 'track.en', 'start', 'end', 'type', 'speakers', 'weight']])
  const speakers = await read((await owner.api.get(`/organizer/meetings/${meeting}/speakers/sheet`)).body.results.file)
  expect(speakers[0]).toEqual(['name.zh', 'name.en', 'work_title.zh', 'work_title.en', 'company.zh', 'company.en', 'photo', 'weight'])
  expect(speakers[1].slice(0, 2)).toEqual(['张伟', 'Zhang Wei'])
})

test('200 sessions with bad rows import none; the good file imports all 200, and the export gives them back', async () => {
  const rows = Array.from({ length: 200 }, (_, i) => session(i))
  const bad = rows.map((r) => [...r])
  bad[9][4] = 'tomorrow' // row 11: no time
  bad[49][5] = 'Nobody Here' // row 51: no such speaker
  bad[99][1] = '' // row 101: no English title, and English is on
  bad[149][4] = bad[149][3] // row 151 ends as it starts: fine
  bad[150][4] = '2030-03-18 08:00' // row 152 ends before it starts
  const badFile = await sheetOf([HEADER, ...bad])

  const dry = await owner.api.post(`/organizer/meetings/${meeting}/agendas/sheet`, { file: badFile, dry_run: 1 })
  expect(dry.status).toBe(200)
  expect(dry.body.results).toMatchObject({ rows: 200, imported: 0 })
  const problems = dry.body.results.problems as { row: number; column: string; problem: string }[]
  expect(problems.map((p) => [p.row, p.column, p.problem])).toEqual([
    [11, 'end', 'date'],
    [51, 'speakers', 'unknown_speaker'],
    [101, 'title.en', 'refused'],
    [152, 'end', 'refused'],
  ])
  expect(await agendaCount()).toBe(0)
  // Imported for real, the same file keeps nothing either.
  const refused = await owner.api.post(`/organizer/meetings/${meeting}/agendas/sheet`, { file: badFile })
  expect(refused.body.results).toMatchObject({ imported: 0, problems: expect.arrayContaining([expect.objectContaining({ row: 11 })]) })
  expect(await agendaCount()).toBe(0)

  const goodFile = await sheetOf([HEADER, ...rows])
  expect((await owner.api.post(`/organizer/meetings/${meeting}/agendas/sheet`, { file: goodFile, dry_run: 1 })).body.results).toEqual({ rows: 200, imported: 0, problems: [] })
  expect(await agendaCount()).toBe(0)
  const imported = await owner.api.post(`/organizer/meetings/${meeting}/agendas/sheet`, { file: goodFile })
  expect(imported.status).toBe(201)
  expect(imported.body.results).toEqual({ rows: 200, imported: 200, problems: [] })
  expect(await agendaCount()).toBe(200)
  const audit = (await owner.api.get(`/organizer/meetings/${meeting}/audit?object_type=agenda&limit=1`)).body
  expect(audit.total).toBe(200)

  const exported = await read((await owner.api.get(`/organizer/meetings/${meeting}/agendas/sheet`)).body.results.file)
  expect(exported).toHaveLength(201)
  const first = exported.find((r) => r[0] === '分会 0')!
  expect([first[1], first[3], first[6], first[7], first[9]]).toEqual(['Session 0', 'Room 0', '2030-03-18 09:00', '2030-03-18 09:25', '张伟'])
})

test('a file that is no spreadsheet, or names columns it does not have, is refused naming the file', async () => {
  const notXlsx = await owner.api.post(`/organizer/meetings/${meeting}/speakers/sheet`, { file: Buffer.from('name\nZhang').toString('base64'), dry_run: 1 })
  expect([notXlsx.status, notXlsx.body.code]).toEqual([400, 4220])
  expect(notXlsx.body.message).toContain('body.file')
  const wrong = await owner.api.post(`/organizer/meetings/${meeting}/speakers/sheet`, { file: await sheetOf([['name.zh', 'salary'], ['甲', 1]]), dry_run: 1 })
  expect([wrong.status, wrong.body.message]).toEqual([400, expect.stringContaining('unknown: salary')])
})
