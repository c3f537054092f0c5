import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting, Product } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import * as matchApi from '@/api/match'
import * as meetingsApi from '@/api/meetings'
import { ENTERPRISE_PRODUCTS_PAGE_SIZE } from '@/components/enterprise/useEnterpriseDetail'
import enterpriseScreen from '@/pages/meeting/enterprise'
import productScreen from '@/pages/meeting/product'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge.
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/match')
// Signing in fetches the user.
jest.mock('@/api/users')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const match = matchApi as jest.Mocked<typeof matchApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '660200000000000000000001'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }
const COMPANY_ID = '661400000000000000000001'
const PRODUCT_ID = '661500000000000000000001'

const company = (extra: Partial<Enterprise> = {}): Enterprise => ({
  _id: COMPANY_ID, meeting_id: MEETING_ID, weight: 100, created: 1767225600, deleted: 0, recommend: 1, status: 1,
  exhibitor: { company: { title: { zh: '极光机器人', en: 'Aurora Robotics' }, logo: '/fu/static/logo-1.png' }, booth: 'A100' },
  cover: '/fu/static/booth-1.svg',
  introduction: { en: '<p>We build <strong>robots</strong>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">' },
  attachments: [{ _id: '661900000000000000000001', title: { en: 'Brochure' }, url: 'https://cdn.example.com/aurora.pdf' }],
  like_total: 4, liked: 0,
  ...extra,
})
const product = (n: number, extra: Partial<Product> = {}): Product => ({
  _id: `6615${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, enterprise_id: COMPANY_ID,
  title: { en: `Product ${n}` }, images: [`/fu/static/product-${n}.svg`],
  description: { en: '<p>Launched <em>here</em></p><script>window.hacked = 3</script>' },
  enterprise: [{ _id: COMPANY_ID, exhibitor: { company: { title: { en: 'Aurora Robotics' }, logo: '/fu/static/logo-1.png' } } }],
  like_total: 2, liked: 0,
  ...extra,
})
const urls = () => navigations.map(n => n.url)

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.enterpriseAction.mockResolvedValue({ action: 'views', total: 1 })
  api.recordProductView.mockResolvedValue({ action: 'views', total: 1 })
  match.matchCompanies.mockResolvedValue([])
})

async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: USER_ID }) })
}

describe.each(['mobile', 'desktop'] as const)('company page (%s)', (variant) => {
  const renderPage = () => renderScreen(enterpriseScreen, { route: 'meetingEnterprise', variant, query: { enterprise_id: COMPANY_ID }, language: 'en' })

  it('shows cover, logo, name, booth, the introduction without script, and the products; counts one view', async () => {
    api.fetchEnterprise.mockResolvedValue(company())
    api.listProducts.mockResolvedValue({ results: [product(1), product(2)], total: 2 })
    const { container } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })).toBeInTheDocument()
    // The company's name is the page's one heading; on a phone the title bar (with back) shows it too.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent('Aurora Robotics')
    }
    expect(api.fetchEnterprise).toHaveBeenCalledWith(COMPANY_ID)
    expect(screen.getByText('Booth: A100')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Aurora Robotics' })).toHaveAttribute('src', '/fu/static/logo-1.png')
    expect(container.querySelector('img[src="/fu/static/booth-1.svg"]')).not.toBeNull()
    expect(screen.getByText('robots').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('hacked')
    const products = await screen.findAllByRole('link', { name: /^View product:/ })
    expect(products).toHaveLength(2)
    expect(api.listProducts).toHaveBeenCalledWith({ enterprise_id: COMPANY_ID, limit: ENTERPRISE_PRODUCTS_PAGE_SIZE, skip: 0 })
    expect(container.querySelector(`.fu-product-grid--${variant}`)).not.toBeNull()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    await waitFor(() => expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'views'))

    fireEvent.click(products[1])
    await waitFor(() => expect(urls()).toEqual([`/meeting/product?product_id=${product(2)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('sends a guest to sign in and back here when they press like', async () => {
    api.fetchEnterprise.mockResolvedValue(company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    await waitFor(() => expect(urls()).toHaveLength(1))
    const login = new URL(urls()[0], 'http://x')
    expect(login.pathname).toBe('/login')
    expect(login.searchParams.get('redirect')).toBe(`/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`)
    expect(api.likeEnterprise).not.toHaveBeenCalled()
    expect(screen.getByText('No products yet')).toBeInTheDocument()
  })

  it('likes and unlikes for a signed-in visitor, with the count, and says so when it fails', async () => {
    // A fresh answer per load, as from the server.
    api.fetchEnterprise.mockImplementation(async () => company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    api.likeEnterprise.mockResolvedValue({ _id: 'like1' })
    api.unlikeEnterpriseOf.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({})
    const { store, platform } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    await waitFor(() => expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'views'))
    await signIn(store)
    const like = await screen.findByRole('button', { name: /^Like/ })
    // Signing in reloads the item (what it says about the visitor's like) but it is the same open: one view.
    await waitFor(() => expect(api.fetchEnterprise).toHaveBeenCalledTimes(2))
    expect(api.enterpriseAction.mock.calls.filter(c => c[1] === 'views')).toHaveLength(1)
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(like).toHaveTextContent('4 likes')
    fireEvent.click(like)
    await waitFor(() => expect(screen.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true'))
    expect(api.likeEnterprise).toHaveBeenCalledWith(COMPANY_ID)
    expect(screen.getByRole('button', { name: /^Liked/ })).toHaveTextContent('5 likes')
    fireEvent.click(screen.getByRole('button', { name: /^Liked/ }))
    await waitFor(() => expect(platform.toasts).toContain('That did not work. Please try again later'))
    expect(screen.getByRole('button', { name: /^Liked/ })).toHaveTextContent('5 likes')
    fireEvent.click(screen.getByRole('button', { name: /^Liked/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Like/ })).toHaveTextContent('4 likes'))
    expect(api.unlikeEnterpriseOf).toHaveBeenCalledWith(COMPANY_ID)
    expect(urls()).toEqual([])
  })

  it('praises and takes the praise back for a signed-in visitor (POST / DELETE /enterprise/awesomes), beside the like', async () => {
    api.fetchEnterprise.mockImplementation(async () => company({ awesome_total: 7, awesomed: 0 }))
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    api.praiseEnterprise.mockResolvedValue({})
    api.unpraiseEnterprise.mockResolvedValue({})
    const { store } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    await signIn(store)
    await waitFor(() => expect(api.fetchEnterprise).toHaveBeenCalledTimes(2))
    const praise = await screen.findByRole('button', { name: /^Praise/ })
    expect(praise).toHaveTextContent('7 praises')
    fireEvent.click(praise)
    await waitFor(() => expect(screen.getByRole('button', { name: /^Praised/ })).toHaveAttribute('aria-pressed', 'true'))
    expect(api.praiseEnterprise).toHaveBeenCalledWith(COMPANY_ID)
    expect(screen.getByRole('button', { name: /^Praised/ })).toHaveTextContent('8 praises')
    expect(api.likeEnterprise).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /^Praised/ }))
    await waitFor(() => expect(api.unpraiseEnterprise).toHaveBeenCalledWith(COMPANY_ID))
  })

  it('calls and e-mails the company\'s contact, each counted (POST …/calls, …/mails); copies where the runtime cannot dial', async () => {
    api.fetchEnterprise.mockResolvedValue(company({ contact: { name: 'Mia Chen', phone: '13800001111', email: 'sales@aurora.example' } }))
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    const contact = jest.fn(async (kind: 'phone' | 'email') => kind === 'phone')
    const { platform } = renderScreen(enterpriseScreen, { route: 'meetingEnterprise', variant, query: { enterprise_id: COMPANY_ID }, language: 'en', platform: { contact } })
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument()
    expect(screen.getByText('Mia Chen')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Call 13800001111' }))
    await waitFor(() => expect(contact).toHaveBeenCalledWith('phone', '13800001111'))
    expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'calls')
    fireEvent.click(screen.getByRole('link', { name: 'E-mail sales@aurora.example' }))
    await waitFor(() => expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'mails'))
    await waitFor(() => expect(platform.toasts).toContain('Copied'))
  })

  it('offers no contact section when the company gives none', async () => {
    api.fetchEnterprise.mockResolvedValue(company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    expect(screen.queryByRole('heading', { level: 2, name: 'Contact' })).toBeNull()
  })

  it('suggests suppliers and clients like this company to a signed-in visitor, each with why it matched; a guest signs in first', async () => {
    api.fetchEnterprise.mockImplementation(async () => company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    match.matchCompanies.mockImplementation(async query => (query.query_type === 'suppliers'
      ? [
        { _id: '661400000000000000000002', meeting_id: MEETING_ID, title: { en: 'Nordic Sensors' }, position: 'B12', reasons: [{ kind: 'industry', _id: 'i1', title: { en: 'Robotics' } }, { kind: 'tag', title: 'lidar' }] },
        { _id: '661400000000000000000003', meeting_id: MEETING_ID, title: { en: 'Harbor Logistics' }, reasons: [{ kind: 'recommended' }] },
      ]
      : [{ _id: '661400000000000000000004', meeting_id: MEETING_ID, title: { en: 'City Hospital Group' }, reasons: [{ kind: 'category', _id: 'c1', title: { en: 'Healthcare' } }] }]))
    const { store } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    const region = () => screen.getByRole('region', { name: 'Companies for you' })
    expect(within(region()).getByText('Sign in to see the suppliers and clients matched to you')).toBeInTheDocument()
    expect(match.matchCompanies).not.toHaveBeenCalled()
    fireEvent.click(within(region()).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(urls()[0]).toMatch(/^\/login\?/))

    await signIn(store)
    const sensors = await within(region()).findByRole('link', { name: /^Nordic Sensors/ })
    expect(match.matchCompanies).toHaveBeenLastCalledWith({ query_type: 'suppliers', meeting_id: MEETING_ID, client_ids: [COMPANY_ID], exclude_id: COMPANY_ID }, USER_ID)
    expect(sensors).toHaveTextContent('Why it matched: Same industry: Robotics · Shared tag: lidar')
    expect(sensors).toHaveTextContent('Booth: B12')
    expect(within(region()).getByRole('link', { name: /^Harbor Logistics/ })).toHaveTextContent('Recommended by the organiser')
    expect(within(region()).getByRole('button', { name: 'Suppliers for you' })).toHaveAttribute('aria-pressed', 'true')

    fireEvent.click(within(region()).getByRole('button', { name: 'Clients for you' }))
    const hospital = await within(region()).findByRole('link', { name: /^City Hospital Group/ })
    expect(hospital).toHaveTextContent('Same exhibitor category: Healthcare')
    expect(match.matchCompanies).toHaveBeenLastCalledWith(expect.objectContaining({ query_type: 'clients' }), USER_ID)
    navigations.length = 0
    fireEvent.click(hospital)
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=661400000000000000000004&meeting_id=${MEETING_ID}`]))
  })

  it('says when the match service finds nothing, and offers a retry when it fails', async () => {
    api.fetchEnterprise.mockImplementation(async () => company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    match.matchCompanies.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce([])
    const { store } = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    await signIn(store)
    const region = () => screen.getByRole('region', { name: 'Companies for you' })
    fireEvent.click(await within(region()).findByRole('button', { name: 'Retry' }))
    expect(await within(region()).findByText('No matching companies yet')).toBeInTheDocument()
  })

  it('opens a document (counted), or offers it to copy where this runtime cannot open it', async () => {
    api.fetchEnterprise.mockResolvedValue(company())
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    const { platform } = renderPage()
    const doc = await screen.findByRole('link', { name: 'Open document: Brochure' })
    fireEvent.click(doc)
    expect(platform.externalLinks).toEqual(['https://cdn.example.com/aurora.pdf'])
    expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'attachments/views', { attachment_id: '661900000000000000000001' })
    expect(screen.queryByRole('dialog')).toBeNull()
    platform.externalOutcome = 'needs-copy'
    fireEvent.click(doc)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('https://cdn.example.com/aurora.pdf')).toBeInTheDocument()
  })

  it('goes back to the exhibitors', async () => {
    api.fetchEnterprise.mockResolvedValue(company({ attachments: undefined, cover: undefined }))
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Back to exhibitors' }))
    await waitFor(() => expect(urls()).toEqual([`/exhibit?meeting_id=${MEETING_ID}`]))
    expect(screen.queryByRole('link', { name: /^Open document/ })).toBeNull()
  })

  it('shows a failure with retry, and a not-found message', async () => {
    api.fetchEnterprise.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    api.listProducts.mockResolvedValue({ results: [], total: 0 })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This company was not found')).toBeInTheDocument()
    expect(api.enterpriseAction).not.toHaveBeenCalled()
  })
})

describe.each(['mobile', 'desktop'] as const)('product page (%s)', (variant) => {
  const renderPage = () => renderScreen(productScreen, { route: 'meetingProduct', variant, query: { product_id: PRODUCT_ID }, language: 'en' })

  it('shows the images (a thumbnail chooses), the description without script and the company link; counts one view', async () => {
    api.fetchProduct.mockResolvedValue(product(1, { images: ['/fu/static/product-1.svg', '/fu/static/product-2.svg'] }))
    const { container } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Product 1' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector(variant === 'mobile' ? '.fu-titlebar' : '.fu-topbar')).not.toBeNull()
    expect(api.fetchProduct).toHaveBeenCalledWith(PRODUCT_ID)
    expect(screen.getByRole('img', { name: 'Product 1 (image 1)' })).toHaveAttribute('src', '/fu/static/product-1.svg')
    fireEvent.click(screen.getByRole('button', { name: 'Product 1 (image 2)' }))
    expect(await screen.findByRole('img', { name: 'Product 1 (image 2)' })).toHaveAttribute('src', '/fu/static/product-2.svg')
    expect(screen.getByRole('button', { name: 'Product 1 (image 2)' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('here').tagName).toBe('EM')
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('hacked')
    expect(container.querySelector(`.fu-product__article--${variant}`)).not.toBeNull()
    await waitFor(() => expect(api.recordProductView).toHaveBeenCalledWith(COMPANY_ID, product(1)._id))

    fireEvent.click(screen.getByRole('link', { name: 'View company: Aurora Robotics' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`]))
    expect(api.recordProductView).toHaveBeenCalledTimes(1)
  })

  it('likes for a signed-in visitor, and sends a guest to sign in', async () => {
    api.fetchProduct.mockResolvedValue(product(1))
    api.likeProduct.mockResolvedValue({ _id: 'like1' })
    const { store } = renderPage()
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    await waitFor(() => expect(urls()[0]).toMatch(/^\/login\?redirect=/))
    expect(api.likeProduct).not.toHaveBeenCalled()
    await signIn(store)
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Liked/ })).toHaveTextContent('3 likes'))
    expect(api.likeProduct).toHaveBeenCalledWith(product(1)._id)
  })

  it('shows a failure with retry, and a not-found message', async () => {
    api.fetchProduct.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This product was not found')).toBeInTheDocument()
    expect(api.recordProductView).not.toHaveBeenCalled()
  })
})
