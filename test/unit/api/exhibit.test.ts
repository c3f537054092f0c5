/** The exhibit screens' calls (src/api/enterprises.ts) against the real reference server. */
import type { Enterprise } from '@fu-types/entities'
import {
  enterpriseAction, fetchEnterprise, fetchProduct, likeEnterprise, likeProduct, listEnterprises,
  listExhibitorsRecommendedFirst, unlikeEnterpriseOf, unlikeProductOf,
} from '@/api/enterprises'
import { categoryId } from '../../../server/seed/ids'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from './harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(async () => { h = connect(server); await loginNewUser(server, h) })

const M = SEED_IDS.meeting
const ids = (items: Enterprise[]) => items.map(e => e._id)

/** Every page of the recommended-first list, `size` at a time, until the total is reached. */
async function allPages(query: Record<string, string | undefined>, size: number) {
  const seen: Enterprise[] = []
  let total = Infinity
  while (seen.length < total) {
    const page = await listExhibitorsRecommendedFirst(query, seen.length, size)
    total = page.total
    expect(page.items.length).toBeLessThanOrEqual(size)
    if (!page.items.length) break
    seen.push(...page.items)
  }
  return { seen, total }
}

describe('exhibitors, recommended first', () => {
  it('pages across the recommended part into the rest, each part by weight, for every page size', async () => {
    const recommended = (await listEnterprises({ meeting_id: M, recommend: 1, limit: 50 })).results
    const rest = (await listEnterprises({ meeting_id: M, recommend: 0, limit: 50 })).results
    // The seed has both parts, so the page boundary really crosses from one into the other.
    expect(recommended.length).toBeGreaterThan(1)
    expect(rest.length).toBeGreaterThan(0)
    const expected = [...ids(recommended), ...ids(rest)]
    for (const part of [recommended, rest]) {
      expect(part.map(e => e.weight)).toEqual([...part.map(e => e.weight)].sort((a, b) => b - a))
    }
    for (const size of [1, 2, 3, recommended.length, 12]) {
      const { seen, total } = await allPages({ meeting_id: M }, size)
      expect(total).toBe(expected.length)
      expect(ids(seen)).toEqual(expected)
    }
    // Unpublished companies never show.
    expect(expected).not.toContain(SEED_IDS.enterprises[5])
  })

  it('keeps to one exhibitor category', async () => {
    const hallA = categoryId(SEED_IDS.categories.exhibitor, 1)
    const { seen, total } = await allPages({ meeting_id: M, category_id: hallA }, 1)
    expect(total).toBeGreaterThan(0)
    expect(seen.every(e => e.category_id === hallA)).toBe(true)
    const others = await allPages({ meeting_id: M, category_id: categoryId(SEED_IDS.categories.exhibitor, 2) }, 5)
    expect(ids(others.seen).some(id => ids(seen).includes(id))).toBe(false)
  })
})

describe('company and product pages', () => {
  it('reads a company with its introduction, cover and booth, and a product with its company', async () => {
    const company = await fetchEnterprise(SEED_IDS.enterprises[0])
    expect(company).toMatchObject({ _id: SEED_IDS.enterprises[0], meeting_id: M, liked: 0 })
    expect(company?.introduction).toEqual(expect.objectContaining({ en: expect.stringContaining('<p>') }))
    expect(company?.cover).toMatch(/^\/fu\/static\/.+\.svg$/)
    expect(company?.exhibitor.booth).toBeTruthy()

    const product = await fetchProduct(SEED_IDS.products[0])
    expect(product?._id).toBe(SEED_IDS.products[0])
    expect(product?.enterprise[0]?._id).toBe(product?.enterprise_id)
    expect(await fetchProduct('66ff00000000000000000000')).toBeNull()
  })

  it('likes a company and takes the like back; its count follows', async () => {
    const id = SEED_IDS.enterprises[1]
    const before = (await fetchEnterprise(id))!.like_total ?? 0
    await likeEnterprise(id)
    expect(await fetchEnterprise(id)).toMatchObject({ liked: 1, like_total: before + 1 })
    await unlikeEnterpriseOf(id)
    expect(await fetchEnterprise(id)).toMatchObject({ liked: 0, like_total: before })
    await expect(unlikeEnterpriseOf(id)).rejects.toBeTruthy()
  })

  it('likes a product and takes the like back', async () => {
    const id = SEED_IDS.products[1]
    await likeProduct(id)
    expect(await fetchProduct(id)).toMatchObject({ liked: 1 })
    await unlikeProductOf(id)
    expect(await fetchProduct(id)).toMatchObject({ liked: 0 })
  })

  it('counts each view of a company', async () => {
    const first = await enterpriseAction(SEED_IDS.enterprises[2], 'views') as { total: number }
    const second = await enterpriseAction(SEED_IDS.enterprises[2], 'views') as { total: number }
    expect(second.total).toBe(first.total + 1)
  })
})
