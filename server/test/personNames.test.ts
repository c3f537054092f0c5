/**
 * People with names (issue 25): a new account gets no made-up "user1234" name; the name typed at registration becomes
 * the display name of a person who has none (never replacing one they chose); wherever others see the person
 * (demands, questions, the exhibitor's leads) the name comes with company and title, so that two people of the same
 * name are told apart; an unnamed person is sent as name null, never as a phone fragment.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const E = SEED_IDS.enterprises[0]
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

type Session = Awaited<ReturnType<typeof login>>
const profile = async (me: Session) => (await me.api.results('GET', '/users'))[0]
async function register(me: Session, name: string) {
  const res = await me.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name, answers: [heard] })
  expect(res.status).toBe(201)
}
const post = { meeting_id: M, title: 'Looking for a distributor', description: 'Solar panels, east China.', show_contact: 0 }

test('a new phone account has no name made of its phone; the name typed at registration becomes its name', async () => {
  const phone = freshPhone()
  const me = await login(server, phone)
  const fresh = await profile(me)
  expect(fresh.username ?? null).toBeNull()
  expect(JSON.stringify(fresh)).not.toContain(`user${phone.slice(-4)}`)

  await register(me, '  Lin Fang ')
  expect((await profile(me)).username).toBe('Lin Fang')
})

test('a name the person chose is not replaced by a later registration', async () => {
  const me = await login(server, freshPhone())
  await me.api.results('PUT', `/users/${me.user_id}`, { username: 'Fang L.' })
  await register(me, 'Lin Fang')
  expect((await profile(me)).username).toBe('Fang L.')
})

test("Lin Fang's demand, question and lead show her name with company and title; two Lin Fangs carry their companies", async () => {
  const [first, second] = [await login(server, freshPhone()), await login(server, freshPhone())]
  await first.api.results('PUT', `/users/${first.user_id}`, { work: { company: 'Harbour Solar', title: 'Buyer' } })
  await second.api.results('PUT', `/users/${second.user_id}`, { work: { company: 'Delta Grid', title: 'Engineer' } })
  await register(first, 'Lin Fang')
  await register(second, 'Lin Fang')

  const demand = await first.api.results('POST', '/demands', post)
  const listed = (await first.api.results<{ _id: string; user: unknown }[]>('GET', `/demands?meeting_id=${M}&limit=50`)).find((d) => d._id === demand._id)
  expect(listed?.user).toEqual({ _id: first.user_id, username: 'Lin Fang', avatar: expect.any(String), work: { company: 'Harbour Solar', title: 'Buyer' } })

  const seller = await login(server, '13800000002')
  for (const [me, content] of [[first, 'Do you ship to Ningbo?'], [second, 'Do you ship to Xiamen?']] as const) {
    expect((await me.api.post('/enterprise/questions', { enterprise_id: E, content })).status).toBe(201)
  }
  const questions = await seller.api.results<{ content: string; user: { username: string; work: { company?: string } } }[]>('GET', `/enterprise/questions?enterprise_id=${E}&answered=0&limit=100`)
  const byContent = (c: string) => questions.find((q) => q.content === c)?.user
  expect(byContent('Do you ship to Ningbo?')).toMatchObject({ username: 'Lin Fang', work: { company: 'Harbour Solar', title: 'Buyer' } })
  expect(byContent('Do you ship to Xiamen?')).toMatchObject({ username: 'Lin Fang', work: { company: 'Delta Grid', title: 'Engineer' } })

  // Asking the company made each a lead with the card shown: the exhibitor tells the two apart by company.
  const leads = await seller.api.results<{ person: { name: string; company: string; title: string } }[]>('GET', `/exhibitor/leads?enterprise_id=${E}&keyword=${encodeURIComponent('Lin Fang')}`)
  expect(leads.map((l) => l.person)).toEqual(expect.arrayContaining([
    expect.objectContaining({ name: 'Lin Fang', company: 'Harbour Solar', title: 'Buyer' }),
    expect.objectContaining({ name: 'Lin Fang', company: 'Delta Grid', title: 'Engineer' }),
  ]))
})

test('a person with no name yet is sent as name null to others, never a phone fragment', async () => {
  const phone = freshPhone()
  const me = await login(server, phone)
  expect((await me.api.post('/enterprise/questions', { enterprise_id: E, content: 'Who am I to you?' })).status).toBe(201)
  const seller = await login(server, '13800000002')
  const questions = await seller.api.results<{ content: string; user: unknown }[]>('GET', `/enterprise/questions?enterprise_id=${E}&answered=0&limit=100`)
  const mine = questions.find((q) => q.content === 'Who am I to you?')
  expect(mine?.user).toEqual({ _id: me.user_id, username: null, avatar: expect.any(String), work: {} })
  const leads = await seller.api.results<{ person: { user_id: string; name: unknown } }[]>('GET', `/exhibitor/leads?enterprise_id=${E}&limit=100`)
  expect(leads.find((l) => l.person.user_id === me.user_id)?.person.name).toBeNull()
  expect(JSON.stringify(leads)).not.toContain(`user${phone.slice(-4)}`)
})
