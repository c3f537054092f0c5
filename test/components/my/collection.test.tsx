/** /my/collection: my liked companies, products and demands by tab; each opens, or is removed (its like taken back). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting, Product } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import myCollectionScreen from '@/pages/my/collection'
import { COLLECTION_PAGE_SIZE } from '@/pages/my/collection/useMyCollection'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const content = contentApi as jest.Mocked<typeof contentApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`
const company = (n: number) => ({ _id: id('6614', n), exhibitor: { company: { title: { en: `Company ${n}`, zh: `企业 ${n}` }, logo: `/fu/static/logo-${n}.png` }, booth: `A10${n}` } }) as unknown as Enterprise
const product = (n: number) => ({ _id: id('6615', n), title: { en: `Product ${n}` }, images: [`/fu/static/p-${n}.png`], enterprise: [{ exhibitor: { company: { title: { en: 'Aurora Robotics' } } } }] }) as unknown as Product
const companyLike = (n: number) => ({ _id: id('6630', n), enterprise_id: company(n)._id, target: company(n) })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(undefined)
})

describe.each(['mobile', 'desktop'] as const)('my collection (%s)', variant => {
  const render = (query: Record<string, string> = {}) => renderScreen(myCollectionScreen, {
    route: 'myCollection', variant, query: { meeting_id: MEETING_ID, ...query }, language: 'en', platform: { storage: signedInStorage(USER_ID) },
  })

  it('shows my liked companies of this meeting and opens one', async () => {
    enterprises.listEnterpriseLikes.mockResolvedValue({ results: [companyLike(1), companyLike(2)], total: 2 })
    const { container } = render()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved')
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true')
    const open = await screen.findByRole('link', { name: 'Open: Company 1' })
    expect(open).toHaveTextContent('Booth A101')
    expect(enterprises.listEnterpriseLikes).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: COLLECTION_PAGE_SIZE, skip: 0, with_target: 1 })
    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(container.querySelector(`.fu-collection__list--${variant}`)).not.toBeNull()
    fireEvent.click(open)
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/enterprise?meeting_id=${MEETING_ID}&enterprise_id=${company(1)._id}` }])
  })

  it('removes a company at once (its like taken back) and says so; a failure keeps it', async () => {
    enterprises.listEnterpriseLikes.mockResolvedValue({ results: [companyLike(1), companyLike(2)], total: 2 })
    enterprises.unlikeEnterprise.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce({})
    const { platform } = render()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from my collection: Company 1' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Could not remove it. Please try again.']))
    expect(screen.getByRole('link', { name: 'Open: Company 1' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Remove from my collection: Company 1' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open: Company 1' })).toBeNull())
    expect(enterprises.unlikeEnterprise).toHaveBeenLastCalledWith(companyLike(1)._id)
    expect(platform.toasts[1]).toBe('Removed from your collection')
    expect(screen.getByText('1 item')).toBeInTheDocument()
  })

  it('the products tab lists products with their company and removes by like id', async () => {
    enterprises.listEnterpriseLikes.mockResolvedValue({ results: [], total: 0 })
    enterprises.listProductLikes.mockResolvedValue({ results: [{ _id: id('6631', 1), product_id: product(1)._id, target: product(1) }], total: 1 })
    enterprises.unlikeProduct.mockResolvedValue({})
    render()
    fireEvent.click(screen.getByRole('tab', { name: 'Products' }))
    const open = await screen.findByRole('link', { name: 'Open: Product 1' })
    expect(open).toHaveTextContent('Aurora Robotics')
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Remove from my collection: Product 1' }))
    await waitFor(() => expect(enterprises.unlikeProduct).toHaveBeenCalledWith(id('6631', 1)))
    expect(await screen.findByText('No saved products yet')).toBeInTheDocument()
  })

  it('opened on the demands tab, lists liked demands and unlikes by demand', async () => {
    content.listLikedDemands.mockResolvedValue({ results: [{ _id: id('6640', 1), title: 'Looking for a logistics partner', description: '', images: [], user: { username: 'Li Wei' } }] as never, total: 1 })
    content.unlikeDemand.mockResolvedValue({} as never)
    render({ tab: 'demands' })
    const open = await screen.findByRole('link', { name: 'Open: Looking for a logistics partner' })
    expect(open).toHaveTextContent('Li Wei')
    expect(content.listLikedDemands).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: COLLECTION_PAGE_SIZE, skip: 0 })
    fireEvent.click(open)
    expect(navigations[0].url).toBe(`/demand/detail?meeting_id=${MEETING_ID}&demand_id=${id('6640', 1)}`)
    fireEvent.click(screen.getByRole('button', { name: /^Remove from my collection/ }))
    await waitFor(() => expect(content.unlikeDemand).toHaveBeenCalledWith(id('6640', 1)))
  })

  it('the news tab lists saved news with their dates and takes one out by its id', async () => {
    enterprises.listEnterpriseLikes.mockResolvedValue({ results: [], total: 0 })
    content.listLikedNews.mockResolvedValue({ results: [{ _id: id('6650', 1), meeting: MEETING_ID, title: { en: 'Hall D opens' }, cover: '/fu/static/news-1.svg', created: 1767229200 }] as never, total: 1 })
    content.unlikeNews.mockResolvedValue({ news_id: id('6650', 1), liked: 0, like_total: 0 })
    render()
    fireEvent.click(screen.getByRole('tab', { name: 'News' }))
    const open = await screen.findByRole('link', { name: 'Open: Hall D opens' })
    expect(open).toHaveTextContent('2026.01.01')
    fireEvent.click(open)
    expect(navigations[0].url).toBe(`/meeting/news/detail?meeting_id=${MEETING_ID}&news_id=${id('6650', 1)}`)
    fireEvent.click(screen.getByRole('button', { name: 'Remove from my collection: Hall D opens' }))
    await waitFor(() => expect(content.unlikeNews).toHaveBeenCalledWith(id('6650', 1)))
    expect(await screen.findByText('No saved news yet')).toBeInTheDocument()
  })

  it('an empty tab offers the way to browse; a failure offers a retry', async () => {
    enterprises.listEnterpriseLikes.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce({ results: [], total: 0 })
    render()
    const alert = await screen.findByRole('alert')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No saved companies yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Browse exhibitors' }))
    expect(navigations[0].url).toBe(`/exhibit?meeting_id=${MEETING_ID}`)
  })
})

it('is in the visitor language', async () => {
  enterprises.listEnterpriseLikes.mockResolvedValue({ results: [companyLike(1)], total: 1 })
  renderScreen(myCollectionScreen, { route: 'myCollection', variant: 'mobile', query: { meeting_id: MEETING_ID }, language: 'zh', platform: { storage: signedInStorage(USER_ID) } })
  expect(await screen.findByRole('link', { name: '查看：企业 1' })).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: '产品' })).toBeInTheDocument()
})
