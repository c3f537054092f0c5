/** Enterprises, exhibitors and products: lists, search, counts, likes, awesomes and counted actions (src/api/enterprises.ts). */
import { countEnterprises, enterpriseAction, likeEnterprise, likeProduct, listEnterpriseLikes, listEnterprises, listProducts, praiseEnterprise, recordProductView, searchEnterprises, searchProducts, unlikeEnterprise, unlikeProduct, unpraiseEnterprise } from '@/api/enterprises'
import { countProducts, exhibitorAction, exhibitorProducts, listExhibitors } from './serverCalls'
import type { Enterprise } from '@fu-types/entities'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, formOf, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
const [aurora, green, , , craft, landscape] = SEED_IDS.enterprises
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => { h = connect(server); await loginAs(h) })

type Counted = Enterprise & { like_total: number; liked: 0 | 1; awesome_total: number; awesomed: 0 | 1 }
const one = async (id: string) => (await listEnterprises({ _id: id })).results[0] as Counted

it('the default list: recommended and published only, weight first, with a total the count agrees with', async () => {
  const list = await listEnterprises({ meeting_id: M, limit: 50 })
  expect(list.results.length).toBeGreaterThan(0)
  expect(list.results.every(e => e.recommend === 1 && e.status === 1)).toBe(true)
  const ids = list.results.map(e => e._id)
  expect(ids).toContain(aurora)
  expect(ids).not.toContain(craft) // not recommended
  expect(ids).not.toContain(landscape) // not published
  const weights = list.results.map(e => e.weight ?? 0)
  expect(weights).toEqual([...weights].sort((a, b) => b - a))
  expect((await countEnterprises({ meeting_id: M, recommend: 1 })).total).toBe(list.total)
  expect((await listExhibitors({ meeting_id: M, limit: 50 })).results.map(e => e._id)).toEqual(expect.arrayContaining([aurora, craft]))
})

it('search finds a company by its name in any language', async () => {
  expect((await searchEnterprises({ meeting_id: M, keyword: 'オーロラ' })).results.map(e => e._id)).toEqual([aurora])
  expect((await searchEnterprises({ meeting_id: M, keyword: 'Green Power' })).results.map(e => e._id)).toEqual([green])
  expect((await searchEnterprises({ meeting_id: M, keyword: 'no such company' })).total).toBe(0)
})

it('products carry their company; list, count, search and one company\'s products agree', async () => {
  const list = await listProducts({ meeting_id: M, limit: 50 })
  expect((await countProducts({ meeting_id: M })).total).toBe(list.total)
  const first = list.results[0]
  expect(first.enterprise?.[0]?.exhibitor?.company?.title).toBeDefined()
  expect((await searchProducts({ meeting_id: M, keyword: 'PCR analyser' })).results.map(p => p._id)).toEqual([SEED_IDS.products[2]])
  const auroras = await exhibitorProducts({ enterprise_id: aurora })
  expect(auroras.results.length).toBeGreaterThan(0)
  expect(auroras.results.every(p => p.enterprise?.[0]?._id === aurora)).toBe(true)
})

it('a like and an awesome show on the company for me and count once however often I tap', async () => {
  const before = await one(green)
  const like = await likeEnterprise(green)
  expect((await likeEnterprise(green))._id).toBe(like._id)
  const liked = await one(green)
  expect(liked).toMatchObject({ liked: 1, like_total: before.like_total + 1 })
  expect((await listEnterpriseLikes({})).results.map(l => l._id)).toContain(like._id)
  await unlikeEnterprise(like._id)
  expect(await one(green)).toMatchObject({ liked: 0, like_total: before.like_total })
  await praiseEnterprise(green)
  expect(await one(green)).toMatchObject({ awesomed: 1, awesome_total: before.awesome_total + 1 })
  await unpraiseEnterprise(green)
  expect((await one(green)).awesomed).toBe(0)
  const productLike = await likeProduct(SEED_IDS.products[0])
  expect((await listProducts({ _id: SEED_IDS.products[0] })).results[0]).toMatchObject({ liked: 1 })
  await unlikeProduct(productLike._id)
  expect((await listProducts({ _id: SEED_IDS.products[0] })).results[0]).toMatchObject({ liked: 0 })
})

it('counted actions answer the new total; views carry the device id as user_id; a bad id opens /404', async () => {
  const first = await enterpriseAction(aurora, 'views') as { action: string; total: number }
  expect(await enterpriseAction(aurora, 'views')).toEqual({ action: 'views', total: first.total + 1 })
  const view = h.sent.filter(r => r.url.endsWith(`/enterprises/${aurora}/views`))[0]
  expect(formOf(view).user_id).toBe(h.root.session.deviceId)
  expect(await enterpriseAction(aurora, 'calls')).toMatchObject({ action: 'calls', total: expect.any(Number) })
  expect(await recordProductView(aurora, SEED_IDS.products[0])).toMatchObject({ action: 'views' })
  expect(await exhibitorAction(aurora, 'likes')).toMatchObject({ target_id: aurora })
  await expect(enterpriseAction('not-an-id', 'views')).rejects.toMatchObject({ status: 400 })
  expect(h.platform.opened).toContainEqual({ route: '/404', replace: true }) // SPEC §8: 'parsing ObjectId string'
})
