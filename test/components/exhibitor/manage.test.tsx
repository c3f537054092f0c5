import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Product } from '@fu-types/entities'
import * as authApi from '@/api/auth'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import * as imageUpload from '@/flows/imageUpload'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import manageScreen from '@/pages/exhibitor/manage'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { COMPANY_ID, exhibitorUser, MEETING_ID, meeting, signIn } from './fixtures'

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
jest.mock('@/api/auth')
jest.mock('@/flows/imageUpload', () => ({ ...jest.requireActual('@/flows/imageUpload'), pickImages: jest.fn(), uploadImage: jest.fn() }))
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const upload = imageUpload as jest.Mocked<typeof imageUpload>
const users = usersApi as jest.Mocked<typeof usersApi>
const urls = () => navigations.map(n => n.url)

const company = (extra: Partial<Enterprise> = {}): Enterprise => ({
  _id: COMPANY_ID, meeting_id: MEETING_ID, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1,
  exhibitor: { company: { title: { zh: '极光机器人', en: 'Aurora Robotics' }, logo: '/fu/static/logo-1.png' }, booth: 'A100' },
  introduction: { en: '<p>We build <strong>robots</strong>.</p><script>window.hacked = 1</script>' },
  contact: { name: 'Sato', phone: '13800000002', email: 'sales@aurora.test' },
  ...extra,
})
const product = (n: number, extra: Partial<Product> = {}): Product => ({
  _id: `6615${String(n).padStart(20, '0')}`, title: { en: `Arm ${n}` }, images: [`/fu/static/product-${n}.png`], enterprise: [], description: { en: '<p>Six axes</p>' }, ...extra,
})
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  ;(authApi as jest.Mocked<typeof authApi>).uploadToken.mockResolvedValue({ uptoken: 'up', expires: 1, upload_url: '/fu/api/uploads' } as never)
  users.fetchUser.mockResolvedValue(exhibitorUser(true))
  api.fetchEnterprise.mockResolvedValue(company())
  api.listOwnProducts.mockResolvedValue({ results: [product(1), product(2, { hidden: 1 })], total: 2 })
})

describe.each(['mobile', 'desktop'] as const)('manage my company (%s)', (variant) => {
  const renderPage = () => renderScreen(manageScreen, { route: 'exhibitorManage', variant, language: 'en' })
  async function renderManage() {
    const rendered = renderPage()
    await signIn(rendered.store)
    await screen.findByLabelText('Company name')
    return rendered
  }

  it('shows the company in the UI language, the organiser\'s formatting sanitised, and saves the fields without touching the formatting', async () => {
    api.updateEnterpriseProfile.mockImplementation(async (_id, edit) => company({ exhibitor: { company: { title: { en: edit.title! } }, booth: edit.booth } }))
    const { platform, container } = await renderManage()
    expect(screen.getByLabelText('Company name')).toHaveValue('Aurora Robotics')
    // The frame: the company's name as the page's heading, a title bar with back on a phone.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aurora Robotics')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-exhibitor--${variant} .fu-exhibitor__panels`)).not.toBeNull()
    expect(screen.getByLabelText('Introduction')).toHaveValue('We build robots.')
    expect(screen.getByText('robots').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByLabelText('Contact mobile')).toHaveValue('13800000002')

    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Aurora Robotics Ltd' } })
    fireEvent.change(screen.getByLabelText('Booth'), { target: { value: 'A101' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updateEnterpriseProfile).toHaveBeenCalledWith(COMPANY_ID, {
      language: 'en', title: 'Aurora Robotics Ltd', booth: 'A101', logo: '/fu/static/logo-1.png',
      contact: { name: 'Sato', phone: '13800000002', email: 'sales@aurora.test' },
    }))
    expect(platform.toasts).toContain('Company saved')
  })

  it('says wrong fields beside them and sends nothing; a changed introduction is sent as text; sensitive text is said', async () => {
    api.updateEnterpriseProfile.mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.SensitiveContent, message: 'sensitive' }))
    await renderManage()
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: ' ' } })
    fireEvent.change(screen.getByLabelText('Contact mobile'), { target: { value: '12345' } })
    fireEvent.change(screen.getByLabelText('Contact e-mail'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(errorOf(screen.getByLabelText('Company name'))).toHaveTextContent('Enter the company name')
    expect(errorOf(screen.getByLabelText('Contact mobile'))?.textContent).toBeTruthy()
    expect(errorOf(screen.getByLabelText('Contact e-mail'))?.textContent).toBeTruthy()
    expect(api.updateEnterpriseProfile).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Aurora' } })
    fireEvent.change(screen.getByLabelText('Contact mobile'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Contact e-mail'), { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Introduction'), { target: { value: 'Robots.\n\nMore robots.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updateEnterpriseProfile).toHaveBeenCalledWith(COMPANY_ID, expect.objectContaining({ introduction: 'Robots.\n\nMore robots.', contact: { name: 'Sato', phone: '', email: '' } })))
    expect(await screen.findByText('The text contains words that are not allowed. Change them and try again')).toBeInTheDocument()
  })

  it('uploads a jpg/png logo (shown, then saved), refuses other types and says a too large image', async () => {
    upload.pickImages.mockResolvedValueOnce([{ path: 'blob:1', name: 'logo.gif', type: 'image/gif' }])
      .mockResolvedValueOnce([{ path: 'blob:2', name: 'big.png', type: 'image/png' }])
      .mockResolvedValueOnce([{ path: 'blob:3', name: 'logo.png', type: 'image/png' }])
    upload.uploadImage.mockRejectedValueOnce(new imageUpload.UploadError(413, {})).mockResolvedValueOnce('/fu/api/uploads/0123456789abcdef01234567.png')
    api.updateEnterpriseProfile.mockResolvedValue(company())
    await renderManage()
    const button = screen.getByRole('button', { name: 'Upload Logo' })
    fireEvent.click(button)
    expect(await screen.findByText('Choose a JPG or PNG image')).toBeInTheDocument()
    fireEvent.click(button)
    expect(await screen.findByText('The image is too large. Choose a smaller one')).toBeInTheDocument()
    fireEvent.click(button)
    await waitFor(() => expect(screen.queryByText('The image is too large. Choose a smaller one')).toBeNull())
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/fu/api/uploads/0123456789abcdef01234567.png'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updateEnterpriseProfile).toHaveBeenCalledWith(COMPANY_ID, expect.objectContaining({ logo: '/fu/api/uploads/0123456789abcdef01234567.png' })))
  })

  it('lists my products with the hidden one marked, hides and shows, adds and edits one', async () => {
    api.updateProduct.mockResolvedValue(product(1))
    api.addProduct.mockResolvedValue(product(3))
    const { platform } = await renderManage()
    const items = await screen.findAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Arm 1')
    expect(items[1]).toHaveTextContent('Hidden from visitors')
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Hide Arm 1 from visitors' }))
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledWith(product(1)._id, { language: 'en', hidden: 1 }))
    expect(await within(items[0]).findByText('Hidden from visitors')).toBeInTheDocument()
    expect(platform.toasts).toContain('Product hidden')
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Show Arm 2 to visitors' }))
    await waitFor(() => expect(api.updateProduct).toHaveBeenLastCalledWith(product(2)._id, { language: 'en', hidden: 0 }))

    fireEvent.click(screen.getByRole('button', { name: 'Add a product' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    expect(errorOf(screen.getByLabelText('Product name'))).toHaveTextContent('Enter the product name')
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Arm 3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(api.addProduct).toHaveBeenCalledWith(COMPANY_ID, { language: 'en', title: 'Arm 3', description: '', images: [] }))
    await waitFor(() => expect(screen.queryByLabelText('Product name')).toBeNull())
    expect(api.listOwnProducts).toHaveBeenCalledTimes(2)

    fireEvent.click(screen.getAllByRole('button', { name: 'Edit Arm 1' })[0])
    expect(screen.getByLabelText('Description')).toHaveValue('Six axes')
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Arm One' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(() => expect(api.updateProduct).toHaveBeenLastCalledWith(product(1)._id, { language: 'en', title: 'Arm One', description: 'Six axes', images: ['/fu/static/product-1.png'] }))
  })

  it('opens the company page, fails with retry, and sends an account without a company to bind one', async () => {
    api.fetchEnterprise.mockReset()
    api.fetchEnterprise.mockResolvedValueOnce(company()).mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(company())
    const { unmount } = await renderManage()
    fireEvent.click(screen.getByRole('link', { name: 'View company page' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`]))
    unmount()
    navigations.length = 0
    const again = renderPage()
    await signIn(again.store)
    expect(await screen.findByText('network error')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument()
    again.unmount()

    users.fetchUser.mockResolvedValue(exhibitorUser(false))
    const unbound = renderPage()
    await signIn(unbound.store)
    fireEvent.click(await screen.findByRole('button', { name: 'Bind a company' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/bind?meeting_id=${MEETING_ID}`]))
  })
})
