/** The exhibitor's own calls against the real server: binding a company, asking it, and answering as its exhibitor (src/api/enterprises.ts). */
import { addProduct, answerQuestion, askQuestion, bindEnterprise, fetchEnterprise, fetchQuestion, listOwnProducts, listProducts, listQuestions, updateEnterpriseProfile, updateProduct } from '@/api/enterprises'
import { listAsks } from './serverCalls'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const [aurora, green, coastline] = SEED_IDS.enterprises
const EXHIBITOR_PHONE = '13800000002'
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('a visitor asks; the company\'s exhibitor reads that one question and answers it in public', async () => {
  const visitor = await loginAs(h)
  const asked = await askQuestion(aurora, 'Can we visit your factory?')
  expect(asked).toMatchObject({ content: 'Can we visit your factory?', public: 0, enterprise_id: aurora })
  expect((await listAsks({})).results.map(q => (q as { _id: string })._id)).toContain(asked._id)

  await loginAs(h, EXHIBITOR_PHONE)
  expect(await fetchQuestion(aurora, asked._id)).toMatchObject({ _id: asked._id, user: { _id: visitor.user_id } })
  const unanswered = await listQuestions({ enterprise_id: aurora, answered: 0, limit: 100 })
  expect(unanswered.results.map(q => q._id)).toContain(asked._id)
  const answered = await answerQuestion(asked._id, 'Yes, on Tuesdays.', true)
  expect(answered).toMatchObject({ answer: 'Yes, on Tuesdays.', public: 1, answered: expect.any(Number) })

  // Anyone in the meeting now reads the public answer.
  await loginAs(h)
  expect(await fetchQuestion(aurora, asked._id)).toMatchObject({ answer: 'Yes, on Tuesdays.' })
})

it('sensitive questions and answers by someone else are refused', async () => {
  await loginAs(h)
  expect((await refusal(askQuestion(aurora, 'you idiot'))).code).toBe(ErrorCode.SensitiveContent)
  const asked = await askQuestion(aurora, 'Opening hours?')
  expect((await refusal(answerQuestion(asked._id, 'Mine', false))).status).toBe(403)
})

it('binding: a wrong code is refused; replacing a binding needs confirm; the user then shows the company', async () => {
  await loginAs(h)
  expect((await refusal(bindEnterprise(green, 'BIND-WRONG'))).status).toBe(403)
  expect(await bindEnterprise(green, 'BIND-GREEN')).toMatchObject({ enterprise_id: green, bound: 1 })
  const replacing = await refusal(bindEnterprise(coastline, 'BIND-COASTLINE'))
  expect(replacing.status).toBe(409)
  expect(await bindEnterprise(coastline, 'BIND-COASTLINE', true)).toMatchObject({ enterprise_id: coastline, previous_enterprise_id: green })
  await h.root.session.refreshUser()
  expect(h.root.session.user?.exhibitor).toMatchObject({ enterprise_id: coastline })
})

it('the bound exhibitor edits its company and products through the client; hidden products stay out of the visitors\' list', async () => {
  await loginAs(h, EXHIBITOR_PHONE)
  const saved = await updateEnterpriseProfile(aurora, { language: 'ja', title: 'オーロラ', introduction: 'ロボット\n\n<b>と</b>', booth: 'A102', contact: { name: 'Sato', phone: '', email: '' } })
  expect(saved.exhibitor).toMatchObject({ booth: 'A102', company: { title: { ja: 'オーロラ', en: 'Aurora Robotics' } } })
  expect((await fetchEnterprise(aurora))?.introduction).toMatchObject({ ja: '<p>ロボット</p><p>&lt;b&gt;と&lt;/b&gt;</p>' })
  const added = await addProduct(aurora, { language: 'en', title: 'Gripper', description: 'Soft', images: [] })
  await updateProduct(added._id, { language: 'en', hidden: 1 })
  expect((await listOwnProducts(aurora, 0, 100)).results.find(p => p._id === added._id)).toMatchObject({ hidden: 1 })
  expect((await listProducts({ enterprise_id: aurora, limit: 100 })).results.map(p => p._id)).not.toContain(added._id)

  await loginAs(h)
  expect((await refusal(updateEnterpriseProfile(aurora, { language: 'en', title: 'Mine now' }))).status).toBe(403)
  expect((await refusal(updateProduct(added._id, { language: 'en', hidden: 0 }))).status).toBe(403)
})
