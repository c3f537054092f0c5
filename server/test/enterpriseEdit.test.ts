/** The bound exhibitor edits its company and products (PUT /enterprises/{id} without bind_code, /enterprise/products). */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const E = SEED_IDS.enterprises
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('only the bound exhibitor edits the company; texts merge by language; the introduction is stored as escaped paragraphs', async () => {
  const seller = await login(server, '13800000002')
  const stranger = await login(server, freshPhone())
  const edit = { language: 'en', title: 'Aurora Robotics Ltd', introduction: 'We build robots.\n\n<script>x</script> & more', booth: 'A101', logo: '/fu/static/logo-2.svg', contact: { name: 'Sato', phone: '13800000002', email: 'sales@aurora.test' } }
  expect((await stranger.api.put(`/enterprises/${E[0]}`, edit)).status).toBe(403)
  const saved = await seller.api.put(`/enterprises/${E[0]}`, edit)
  expect(saved.status).toBe(200)
  expect(saved.body.results.exhibitor).toMatchObject({ booth: 'A101', company: { title: { zh: '极光机器人', en: 'Aurora Robotics Ltd' }, logo: '/fu/static/logo-2.svg' } })
  expect(saved.body.results.introduction.en).toBe('<p>We build robots.</p><p>&lt;script&gt;x&lt;/script&gt; &amp; more</p>')
  // Visitors see the new texts and the business contact, never the binding code.
  const seen = (await client(server).get(`/enterprises?_id=${E[0]}`)).body.results[0]
  expect(seen).toMatchObject({ exhibitor: { company: { title: { en: 'Aurora Robotics Ltd' } } }, contact: { name: 'Sato', email: 'sales@aurora.test' } })
  expect(JSON.stringify(seen)).not.toContain('BIND-')
  // Bad input changes nothing.
  for (const bad of [{ language: 'en', title: '' }, { language: 'fr', title: 'x' }, { title: 'x' }, { language: 'en', logo: 'javascript:alert(1)' },
    { language: 'en', contact: { phone: '12345' } }, { language: 'en', contact: { email: 'nope' } }, { language: 'en', extra: 1 }, { language: 'en', bind_code: 'BIND-AURORA', title: 'x' }]) {
    expect((await seller.api.put(`/enterprises/${E[0]}`, bad)).status).toBe(400)
  }
  expect((await seller.api.put(`/enterprises/${E[0]}`, { language: 'en', introduction: 'you idiot' })).body.code).toBe(4300)
  expect((await client(server).get(`/enterprises?_id=${E[0]}`)).body.results[0].exhibitor.booth).toBe('A101')
})

test('products: the exhibitor adds, edits and hides its own; visitors do not see hidden ones', async () => {
  const seller = await login(server, '13800000002')
  const stranger = await login(server, freshPhone())
  const added = await seller.api.post('/enterprise/products', { enterprise_id: E[0], language: 'en', title: 'Arm X', description: 'Six axes', images: ['/fu/api/uploads/0123456789abcdef01234567.png'] })
  expect(added.status).toBe(201)
  const id = added.body.results._id
  expect(added.body.results).toMatchObject({ title: { en: 'Arm X' }, description: { en: '<p>Six axes</p>' }, hidden: 0, enterprise: [{ _id: E[0] }] })
  expect((await stranger.api.post('/enterprise/products', { enterprise_id: E[0], language: 'en', title: 'Fake' })).status).toBe(403)
  expect((await stranger.api.put(`/enterprise/products/${id}`, { language: 'en', hidden: 1 })).status).toBe(403)
  expect((await seller.api.put(`/enterprise/products/${id}`, { language: 'zh', title: '机械臂 X' })).body.results.title).toEqual({ en: 'Arm X', zh: '机械臂 X' })
  expect((await seller.api.put(`/enterprise/products/${id}`, { language: 'en', images: Array(7).fill('/fu/static/p.png') })).status).toBe(400)

  const visible = async () => (await client(server).get(`/enterprise/products?enterprise_id=${E[0]}&limit=100`)).body.results.map((p: { _id: string }) => p._id)
  expect(await visible()).toContain(id)
  expect((await seller.api.put(`/enterprise/products/${id}`, { language: 'en', hidden: 1 })).body.results.hidden).toBe(1)
  expect(await visible()).not.toContain(id)
  const own = await seller.api.get(`/enterprise/products?enterprise_id=${E[0]}&with_hidden=1&limit=100`)
  expect(own.body.results.map((p: { _id: string }) => p._id)).toContain(id)
  expect((await stranger.api.get(`/enterprise/products?enterprise_id=${E[0]}&with_hidden=1`)).status).toBe(403)
  expect((await seller.api.get(`/enterprise/products/count?meeting_id=${SEED_IDS.meeting}&enterprise_id=${E[0]}`)).body.results.total).toBe((await visible()).length)
})
