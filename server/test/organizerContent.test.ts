/**
 * The programme in the organiser console (issue 28): a content editor adds a speaker, a session with that speaker and
 * a news item; visitors see them at once (news HTML sanitised by the one sanitiser); edits merge per language;
 * deleting hides them; each write is in the audit log, readable by the editor for content objects.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
let editor: Awaited<ReturnType<typeof login>>
let guest: ReturnType<typeof client>
/** A published meeting offered in Chinese and English. */
let meeting: string
beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
  guest = client(server)
  meeting = (await owner.api.results('POST', '/organizer/meetings', { title: { zh: '内容', en: 'Content' }, start: 1_900_000_000, end: 1_900_200_000 }))._id
  await owner.api.results('POST', `/organizer/meetings/${meeting}/publish`)
  const phone = freshPhone()
  await owner.api.results('POST', `/organizer/meetings/${meeting}/roles`, { role: 'content', phone })
  editor = await login(server, phone)
}, 120_000)
afterAll(() => server?.stop())

test('a speaker, a session with that speaker and a news item reach visitors; the audit log lists each', async () => {
  const speaker = await editor.api.post(`/organizer/meetings/${meeting}/speakers`, {
    name: { zh: '李雷', en: 'Li Lei' }, work_title: { en: 'Engineer' }, photo: '/fu/static/speaker-1.svg',
    description: { en: '<p onclick="x()">Bio<script>alert(1)</script></p>' },
  })
  expect(speaker.status).toBe(201)
  const speakerId = speaker.body.results._id as string
  expect(speaker.body.results.description.en).toBe('<p>Bio</p>')

  const session = await editor.api.post(`/organizer/meetings/${meeting}/agendas`, {
    title: { zh: '开幕', en: 'Opening' }, start: 1_900_000_000, end: 1_900_003_600, type: 'keynote', speakers: [speakerId], languages: ['zh', 'en'],
  })
  expect(session.status).toBe(201)
  const news = await editor.api.post(`/organizer/meetings/${meeting}/news`, {
    title: { zh: '新闻', en: 'News' }, summary: { en: 'Short' }, content: { en: '<p>Hi <a href="javascript:alert(1)">x</a><img src="https://example.com/a.png" onerror="x()"></p>' },
  })
  expect(news.status).toBe(201)

  const seenSpeakers = (await guest.get(`/meetings/${meeting}/speakers`)).body.results
  expect(seenSpeakers).toEqual([expect.objectContaining({ _id: speakerId, name: { zh: '李雷', en: 'Li Lei' } })])
  const seenSessions = (await guest.get(`/meeting/agendas?meeting_id=${meeting}`)).body.results
  expect(seenSessions).toEqual([expect.objectContaining({ title: { zh: '开幕', en: 'Opening' }, speakers: [speakerId] })])
  const article = (await guest.get(`/news?_id=${news.body.results._id}`)).body.results[0]
  expect(article.content.en).toBe('<p>Hi <a>x</a><img src="https://example.com/a.png"></p>')

  // An edit merges per language and is audited with before / after.
  const edited = await editor.api.put(`/organizer/meetings/${meeting}/speakers/${speakerId}`, { name: { en: 'Lei Li' } })
  expect(edited.body.results.name).toEqual({ zh: '李雷', en: 'Lei Li' })
  const audit = (await editor.api.get(`/organizer/meetings/${meeting}/audit?object_type=speaker&object_id=${speakerId}`)).body.results
  expect(audit.map((e: { action: string }) => e.action)).toEqual(['update', 'create'])
  expect(audit[0].changes).toEqual({ name: { before: { zh: '李雷', en: 'Li Lei' }, after: { zh: '李雷', en: 'Lei Li' } } })
  const newsAudit = (await owner.api.get(`/organizer/meetings/${meeting}/audit?object_type=news`)).body
  expect(newsAudit.results[0]).toMatchObject({ action: 'create', actor: { _id: editor.user_id }, object_id: news.body.results._id })

  // Deleted: gone from the visitor's list, the session too.
  expect((await editor.api.del(`/organizer/meetings/${meeting}/agendas/${session.body.results._id}`)).status).toBe(200)
  expect((await guest.get(`/meeting/agendas?meeting_id=${meeting}`)).body.total).toBe(0)
  expect((await editor.api.del(`/organizer/meetings/${meeting}/agendas/${session.body.results._id}`)).status).toBe(404)
  expect((await editor.api.get(`/organizer/meetings/${meeting}/agendas`)).body.total).toBe(0)
})

test('content of another meeting cannot be reached through mine; bad input is 4xx naming the field', async () => {
  const other = SEED_IDS.speakers[0]
  expect((await owner.api.put(`/organizer/meetings/${meeting}/speakers/${other}`, { name: { en: 'X' } })).status).toBe(404)
  expect((await editor.api.put(`/organizer/meetings/${SEED_IDS.meeting}/speakers/${other}`, { name: { en: 'X' } })).status).toBe(403)
  const bad: [string, unknown, string][] = [
    ['agendas', { title: { zh: '无英文' }, start: 1, end: 2 }, 'body.title.en'],
    ['agendas', { title: { zh: 'a', en: 'a' }, start: 5, end: 2 }, 'body.end'],
    ['agendas', { title: { zh: 'a', en: 'a' }, start: 1, end: 2, speakers: [SEED_IDS.speakers[0]] }, 'body.speakers'],
    ['agendas', { title: { zh: 'a', en: 'a' }, start: 1, end: 2, type: 'party' }, 'body.type'],
    ['agendas', { title: { zh: 'a', en: 'a' } }, 'body.start'],
    ['speakers', { name: { zh: 'a', en: 'a\u202eb' } }, 'body.name.en'],
    ['speakers', { name: { zh: 'a', en: 'a' }, photo: 'javascript:x' }, 'body.photo'],
    ['news', { title: { zh: 'a', en: 'a' }, extra: 1 }, 'extra'],
    ['news', { title: { zh: 'a', en: 'a' }, content: { en: 'x'.repeat(100_001) } }, 'body.content.en'],
  ]
  for (const [kind, body, field] of bad) {
    const res = await editor.api.post(`/organizer/meetings/${meeting}/${kind}`, body)
    expect([kind, res.status, res.body.code, res.body.message]).toEqual([kind, 400, 4220, expect.stringContaining(field)])
  }
})
