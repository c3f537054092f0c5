import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import * as activitiesApi from '@/api/activities'
import * as formsApi from '@/api/forms'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import * as waitlistApi from '@/api/waitlist'
import { ApiError, NetworkError } from '@/api/http'
import type { FakeFlowsRecord } from '../../support/fakeFlows'
import activityFormScreen from '@/pages/activity/form'
import type { Activity, Coupon, FormQuestion, Order, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { coverPage, navigations, showPageAgain } from '../../support/taro'
import type { FakePlatformRecord } from '../../support/fakePlatform'

// The api modules are faked at their edge: the screen calls these and nothing else.
jest.mock('@/api/activities')
jest.mock('@/api/forms')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
jest.mock('@/api/waitlist')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const forms = formsApi as jest.Mocked<typeof formsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const waitlist = waitlistApi as jest.Mocked<typeof waitlistApi>

const NOW_S = Math.floor(Date.now() / 1000)
const DAY = 86400
const M = '660100000000000000000001'
const A = '6602000000000000000000a1'
const WORKSHOP = '6602000000000000000000b1'
const DINNER = '6602000000000000000000b2'
const P = { standard: 'p-standard', vip: 'p-vip', early: 'p-early' }
const Q = { name: 'q-name', phone: 'q-phone', email: 'q-email', job: 'q-job', id: 'q-id', heard: 'q-heard', heardOther: 'q-other', also: 'q-also', vip: 'q-vip', size: 'q-size' }

const open = { start: NOW_S + 7 * DAY, end: NOW_S + 7 * DAY + 3 * 3600, registration_start: NOW_S - DAY, deadline: NOW_S + 6 * DAY, ticket_total: 0, max: 0, covers: [] }
const paidActivity: Activity = {
  ...open, _id: A, meeting_id: M, form_id: 'f1', title: { zh: '创新峰会', en: 'Innovation summit' }, place: { en: 'Hall A' },
  prices: [
    { _id: P.standard, title: { en: 'Standard' }, amount: 39900, total: 100, sold_total: 3 },
    { _id: P.vip, title: { en: 'VIP' }, amount: 99900, total: 5, sold_total: 0 },
    { _id: P.early, title: { en: 'Early bird' }, amount: 19900, total: 10, sold_total: 10 },
  ],
}
const freeActivity: Activity = { ...open, _id: A, meeting_id: M, form_id: 'f1', title: { en: 'Opening ceremony' }, prices: [], enable_resubmit_answer: 1 }
const linked: Activity[] = [
  { ...open, _id: WORKSHOP, meeting_id: M, title: 'Workshop', max: 50, ticket_total: 3 },
  { ...open, _id: DINNER, meeting_id: M, title: 'Dinner', max: 2, ticket_total: 2 },
]
const questions: FormQuestion[] = [
  { _id: Q.name, type: 'name', title: { en: 'Name' }, required: 1 },
  { _id: Q.phone, type: 'phone', title: { en: 'Mobile' }, required: 1 },
  { _id: Q.email, type: 'email', title: { en: 'E-mail' }, required: 0 },
  { _id: Q.job, type: 'job', title: { en: 'Job title' }, required: 0 },
  { _id: Q.id, type: 'id_number', title: { en: 'ID number' }, required: 1 },
  { _id: Q.heard, type: 'radio', title: { en: 'How did you hear about us?' }, required: 1, options: [
    { _id: 'o-friend', title: { en: 'A friend' } }, { _id: 'o-web', title: { en: 'Website' } }, { _id: 'o-other', title: { en: 'Other' }, other: 1 },
  ] },
  { _id: Q.heardOther, type: 'text', title: { en: 'Please tell us more' }, required: 0, conditions: [{ question_id: Q.heard, options: ['o-other'] }] },
  { _id: Q.also, type: 'checkbox', title: { en: 'Also sign me up for' }, required: 0, options: [
    { _id: 'o-workshop', title: { en: 'The workshop' }, auto_logon_activity_id: WORKSHOP },
    { _id: 'o-dinner', title: { en: 'Networking dinner' }, auto_logon_activity_id: DINNER },
  ] },
  { _id: Q.vip, type: 'textarea', title: { en: 'VIP requests' }, required: 0, conditions: [{ price_ids: [P.vip] }] },
  { _id: Q.size, type: 'select', title: { en: 'T-shirt size' }, required: 0, options: [{ _id: 'o-s', title: 'S' }, { _id: 'o-m', title: 'M' }] },
]
const order = (extra: Partial<Order> & { price_id?: string } = {}): Order => ({ price_id: P.standard, _id: 'ord1', number: 'FU202611220000000001', status: 'pending', created: NOW_S, meeting_id: M, activity_id: A, amount: 39900, pay_amount: 39900, ...extra })
const RATE80: Coupon = { _id: 'c1', code: 'RATE80', meeting_id: M, activity_id: A, type: 1, discount_rate: 80 }
const VALID_ID = '11010519491231002X'

type Variant = 'mobile' | 'desktop'

const renderFormScreen = (variant: Variant, query: Record<string, string>, language: 'zh' | 'en' | 'ja' | 'ko' = 'en') =>
  renderScreen(activityFormScreen, { route: 'activityForm', variant, query, language })

async function renderForm(variant: Variant, query: Record<string, string> = { activity_id: A, meeting_id: M }) {
  const rendered = renderFormScreen(variant, query)
  const platform = rendered.store.platform as unknown as FakePlatformRecord
  await screen.findByRole('heading', { level: 1 })
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
  return { ...rendered, platform, flows: rendered.store.flows as unknown as FakeFlowsRecord }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const submitButton = () => screen.getByRole('button', { name: /^(Register|Pay ¥[\d.]+|Save changes|Submitting…|Paying…)$/ })
/** The error a field's aria-describedby names (it may also name the field's hint). */
function errorOf(element: HTMLElement): HTMLElement | null {
  const id = element.getAttribute('aria-describedby')?.split(' ').find(ref => ref.endsWith('-error'))
  return id ? document.getElementById(id) : null
}
/** The radio or checkbox group of a question, found by its visible title. */
const groupOf = (title: string) => screen.queryByRole('radiogroup', { name: new RegExp(title) }) ?? screen.getByRole('group', { name: new RegExp(title) })

function fillValid({ ticket = true }: { ticket?: boolean } = {}) {
  type(screen.getByLabelText('Name'), 'Ann Lee')
  type(screen.getByLabelText('Mobile'), '13912345678')
  type(screen.getByLabelText('E-mail'), 'ann@example.com')
  type(screen.getByLabelText('ID number'), VALID_ID)
  fireEvent.click(screen.getByRole('radio', { name: 'Website' }))
  if (ticket) fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }))
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  activities.fetchActivity.mockResolvedValue(paidActivity)
  activities.listActivities.mockResolvedValue({ results: linked, total: 2 })
  activities.listOrders.mockResolvedValue({ results: [], total: 0 })
  activities.createOrder.mockResolvedValue(order())
  activities.cancelOrder.mockResolvedValue(order({ status: 'closed' }))
  forms.formQuestions.mockResolvedValue(questions)
  forms.formAnswers.mockResolvedValue([])
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
  waitlist.myWaitlistEntry.mockResolvedValue({ entry: null, waitingTotal: 0 })
  tickets.register.mockResolvedValue([{ _id: 't1', status: 1, activity_id: A, user_id: 'u1', number: 1, code: '000004' }])
  tickets.updateTicket.mockResolvedValue({ _id: 't1', status: 1, activity_id: A, user_id: 'u1', number: 1 })
  meetings.meetingCoupons.mockResolvedValue([RATE80])
  meetings.fetchMeeting.mockResolvedValue({ _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('registration form (%s)', (variant) => {
  it('shows the activity, its ticket types with price and stock, and labelled fields in its own layout', async () => {
    const { container } = await renderForm(variant)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registration')
    expect(screen.getByRole('heading', { level: 2, name: 'Innovation summit' })).toHaveTextContent('Innovation summit')
    expect(screen.getAllByText('Hall A').length).toBeGreaterThan(0)
    const standard = screen.getByRole('radio', { name: /^Standard/ })
    expect(standard).toHaveTextContent('¥399.00')
    expect(standard).toHaveTextContent('97 left')
    expect(screen.getByRole('radio', { name: /^Early bird/ })).toHaveTextContent('Sold out')
    expect(screen.getByRole('radio', { name: /^Early bird/ })).toBeDisabled()
    for (const label of ['Name', 'Mobile', 'E-mail', 'Job title', 'ID number']) expect(screen.getByLabelText(label).tagName).toBe('INPUT')
    expect(submitButton().tagName).toBe('BUTTON')
    expect(activities.fetchActivity).toHaveBeenCalledWith(A)
    expect(forms.formQuestions).toHaveBeenCalledWith('f1')
    expect(tickets.listTickets).toHaveBeenCalledWith({ activity_id: A })
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-reg__grid')).not.toBeNull()
    else expect(container.querySelector('.fu-reg--mobile .fu-reg__bar')).not.toBeNull()
    // The frame: the page's one h1, and on a phone the title bar's back.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })

  it('a place the waitlist holds for me lets me past "full" and picks the sold-out ticket type it holds', async () => {
    activities.fetchActivity.mockResolvedValue({ ...paidActivity, max: 10, ticket_total: 10 })
    const first = await renderForm(variant)
    expect(screen.getByText('This activity is full')).toBeInTheDocument()
    first.unmount()
    waitlist.myWaitlistEntry.mockResolvedValue({
      entry: { _id: 'w1', activity_id: A, meeting_id: M, price_id: P.early, user_id: 'u1', status: 'held', created: NOW_S, held_at: NOW_S, hold_until: NOW_S + 1800 },
      waitingTotal: 4,
    })
    await renderForm(variant)
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Early bird/ })).toBeChecked())
    expect(screen.queryByText('This activity is full')).toBeNull()
    expect(screen.getByRole('radio', { name: /^Early bird/ })).toBeEnabled()
    expect(waitlist.myWaitlistEntry).toHaveBeenCalledWith(A)
  })

  it('fills phone, e-mail and job in from the signed-in user, without overwriting what was typed', async () => {
    const { store } = await renderForm(variant)
    type(screen.getByLabelText('E-mail'), 'typed@example.com')
    act(() => runInAction(() => { store.session.user = { _id: 'u1', username: 'user0062', phone: '13800000001', contact: { email: 'ann@demo.test' }, work: { title: 'CTO' } } }))
    // A username is often a generated handle: it is not taken for the person's name.
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('E-mail')).toHaveValue('typed@example.com')
    expect(screen.getByLabelText('Mobile')).toHaveValue(13800000001)
    expect(screen.getByLabelText('Job title')).toHaveValue('CTO')
  })

  it('shows conditional questions only while their condition holds (an option, a ticket type)', async () => {
    await renderForm(variant)
    expect(screen.queryByLabelText('Please tell us more')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
    expect(screen.getByLabelText('Please tell us more')).toBeInTheDocument()
    // "Other" also asks for its own text.
    expect(screen.getByLabelText(/How did you hear about us\? · Please specify/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: 'A friend' }))
    expect(screen.queryByLabelText('Please tell us more')).toBeNull()

    expect(screen.queryByLabelText('VIP requests')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /^VIP/ }))
    expect(screen.getByLabelText('VIP requests').tagName).toBe('TEXTAREA')
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }))
    expect(screen.queryByLabelText('VIP requests')).toBeNull()
  })

  it('never offers the activity itself as a linked option; a question left with none is not asked', async () => {
    forms.formQuestions.mockResolvedValue([
      ...questions.filter(q => q._id !== Q.also),
      { _id: Q.also, type: 'checkbox', title: { en: 'Also sign me up for' }, required: 0, options: [
        { _id: 'o-self', title: { en: 'This very activity' }, auto_logon_activity_id: A },
        { _id: 'o-workshop', title: { en: 'The workshop' }, auto_logon_activity_id: WORKSHOP },
      ] },
      { _id: 'q-only-self', type: 'radio', title: { en: 'Join the opening too?' }, required: 0, options: [{ _id: 'o-self-2', title: { en: 'Yes, the opening' }, auto_logon_activity_id: A }] },
    ] as typeof questions)
    await renderForm(variant)
    const also = screen.getByRole('group', { name: /Also sign me up for/ })
    expect(within(also).getAllByRole('checkbox').map(c => c.textContent)).toEqual([expect.stringContaining('The workshop')])
    expect(screen.queryByText('This very activity')).toBeNull()
    expect(screen.queryByText('Join the opening too?')).toBeNull()
  })

  it('disables an option linked to a full activity and keeps one linked to an open activity', async () => {
    await renderForm(variant)
    expect(activities.listActivities).toHaveBeenCalledWith({ meeting_id: M, limit: 999 })
    const workshop = screen.getByRole('checkbox', { name: /The workshop/ })
    const dinner = screen.getByRole('checkbox', { name: /Networking dinner/ })
    expect(workshop).toBeEnabled()
    expect(dinner).toBeDisabled()
    expect(dinner).toHaveTextContent('unavailable')
    fireEvent.click(dinner)
    expect(dinner).toHaveAttribute('aria-checked', 'false')
    fireEvent.click(workshop)
    expect(workshop).toHaveAttribute('aria-checked', 'true')
  })

  it('checks the form with the core rules and shows each error beside its field', async () => {
    await renderForm(variant)
    type(screen.getByLabelText('Mobile'), '12345')
    type(screen.getByLabelText('E-mail'), 'ann@')
    type(screen.getByLabelText('ID number'), '110105194912310021')
    fireEvent.click(submitButton())
    expect(errorOf(screen.getByLabelText('Name'))).toHaveTextContent('This field is required')
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(screen.getByLabelText('Mobile'))).toHaveTextContent('Please enter a valid mainland China mobile number')
    expect(errorOf(screen.getByLabelText('E-mail'))).toHaveTextContent('Please enter a valid e-mail address')
    expect(errorOf(screen.getByLabelText('ID number'))).toHaveTextContent('Please enter a valid mainland ID or Hong Kong/Macao/Taiwan permit number')
    expect(screen.getByLabelText('ID number').closest('.fu-field')).toContainElement(errorOf(screen.getByLabelText('ID number')))
    expect(errorOf(groupOf('How did you hear'))).toHaveTextContent('This field is required')
    expect(errorOf(screen.getByRole('radiogroup', { name: 'Ticket type' }))).toHaveTextContent('Please choose a ticket type')
    expect(screen.getByText('Please check the fields marked below')).toBeInTheDocument()
    expect(activities.createOrder).not.toHaveBeenCalled()
    expect(tickets.register).not.toHaveBeenCalled()

    // A Hong Kong / Macao permit is a valid ID number; typing clears the field's error.
    type(screen.getByLabelText('ID number'), 'H12345678')
    expect(errorOf(screen.getByLabelText('ID number'))).toBeNull()
  })

  it('looks the coupon up and shows the discounted price', async () => {
    await renderForm(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }))
    expect(submitButton()).toHaveTextContent('Pay ¥399.00')
    type(screen.getByLabelText('Coupon code'), 'rate80')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Apply' })) })
    expect(meetings.meetingCoupons).toHaveBeenCalledWith({ meeting_id: M, activity_id: A, code: 'rate80', amount: 39900 })
    expect(screen.getByText('Coupon RATE80 applied')).toBeInTheDocument()
    expect(screen.getByText('-¥79.80')).toBeInTheDocument()
    expect(submitButton()).toHaveTextContent('Pay ¥319.20')
    // A dearer type keeps the coupon: 80 % of ¥999.
    fireEvent.click(screen.getByRole('radio', { name: /^VIP/ }))
    expect(submitButton()).toHaveTextContent('Pay ¥799.20')
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(submitButton()).toHaveTextContent('Pay ¥999.00')
  })

  it('says so beside the coupon field when the server knows no such code', async () => {
    meetings.meetingCoupons.mockResolvedValue([])
    await renderForm(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }))
    type(screen.getByLabelText('Coupon code'), 'NOPE')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Apply' })) })
    expect(errorOf(screen.getByLabelText('Coupon code'))).toHaveTextContent('This coupon code is not valid')
    expect(submitButton()).toHaveTextContent('Pay ¥399.00')
  })

  const couponRefusal = (data: Record<string, unknown>) => new ApiError(400, { code: ErrorCode.CouponInvalid, message: 'coupon code invalid', data })
  const couponReasons: [string, Record<string, unknown>, string][] = [
    ['another activity', { reason: 'other_activity' }, 'This code is for another activity'],
    ['another activity, named', { reason: 'other_activity', activity_title: { zh: '晚宴', en: 'Gala dinner' } }, 'This code is for “Gala dinner”'],
    ['expired', { reason: 'expired' }, 'This code has expired'],
    ['not valid yet', { reason: 'not_started' }, 'This code is not valid yet'],
    ['used up', { reason: 'used_up' }, 'This code has been used up'],
    ['under its minimum spend', { reason: 'min_spend', min_amount: 50000 }, 'This code needs an order of at least ¥500.00'],
    ['unknown', { reason: 'unknown' }, 'This coupon code is not valid'],
  ]
  it.each(couponReasons)('names why the server refused the code: %s', async (_name, data, message) => {
    meetings.meetingCoupons.mockRejectedValue(couponRefusal(data))
    await renderForm(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Standard/ }))
    type(screen.getByLabelText('Coupon code'), 'CODE1')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Apply' })) })
    expect(errorOf(screen.getByLabelText('Coupon code'))).toHaveTextContent(message)
    expect(screen.queryByText(/applied/)).toBeNull()
    expect(submitButton()).toHaveTextContent('Pay ¥399.00')
  })

  it('names the reason when the order refuses the code, and in the UI\'s language', async () => {
    activities.createOrder.mockRejectedValue(couponRefusal({ reason: 'used_up' }))
    await renderForm(variant)
    fillValid()
    type(screen.getByLabelText('Coupon code'), 'RATE80')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Apply' })) })
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(screen.getByLabelText('Coupon code'))).toHaveTextContent('This code has been used up'))
    expect(screen.queryByText('Coupon RATE80 applied')).toBeNull()
  })

  it('says the minimum spend in Chinese in the zh UI', async () => {
    meetings.meetingCoupons.mockRejectedValue(couponRefusal({ reason: 'min_spend', min_amount: 30000 }))
    renderFormScreen(variant, { activity_id: A, meeting_id: M }, 'zh')
    fireEvent.click(await screen.findByRole('radio', { name: /^Standard/ }))
    type(screen.getByLabelText('优惠码'), 'FULL300')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '使用' })) })
    expect(errorOf(screen.getByLabelText('优惠码'))).toHaveTextContent('此优惠码需订单满 ¥300.00 才可使用')
  })

  it('registers for a free activity and opens the success screen', async () => {
    activities.fetchActivity.mockResolvedValue(freeActivity)
    await renderForm(variant, { activity_id: A, meeting_id: M, source_id: 's1' })
    expect(screen.queryByRole('radiogroup', { name: 'Ticket type' })).toBeNull()
    expect(screen.queryByLabelText('Coupon code')).toBeNull()
    fillValid({ ticket: false })
    fireEvent.click(screen.getByRole('checkbox', { name: /The workshop/ }))
    type(screen.getByLabelText('Job title'), 'Engineer')
    expect(submitButton()).toHaveTextContent('Register')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/activity/success?meeting_id=${M}&activity_id=${A}&ticket_id=t1` }]))
    expect(tickets.register).toHaveBeenCalledWith({
      activity_id: A, source_id: 's1', name: 'Ann Lee', phone: '13912345678', email: 'ann@example.com', job: 'Engineer', id_number: VALID_ID,
      answers: [{ question_id: Q.heard, options: ['o-web'] }, { question_id: Q.also, options: ['o-workshop'] }],
    })
    expect(activities.createOrder).not.toHaveBeenCalled()
  })

  it('sends no answer for a question that was hidden again', async () => {
    activities.fetchActivity.mockResolvedValue(freeActivity)
    await renderForm(variant)
    fillValid({ ticket: false })
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
    type(screen.getByLabelText('Please tell us more'), 'a podcast')
    fireEvent.click(screen.getByRole('radio', { name: 'Website' }))
    fireEvent.click(submitButton())
    await waitFor(() => expect(tickets.register).toHaveBeenCalled())
    expect(tickets.register.mock.calls[0][0].answers).toEqual([{ question_id: Q.heard, options: ['o-web'] }])
  })

  it('orders a paid ticket with the coupon and opens the cashier, which pays it (not the form)', async () => {
    activities.createOrder.mockResolvedValue(order({ pay_amount: 31920, coupon_code: 'RATE80' }))
    const { flows } = await renderForm(variant)
    fillValid()
    type(screen.getByLabelText('Coupon code'), 'RATE80')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Apply' })) })
    expect(submitButton()).toHaveTextContent('Pay ¥319.20')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/cashier?order_id=ord1&meeting_id=${M}` }]))
    expect(activities.createOrder).toHaveBeenCalledWith(expect.objectContaining({
      activity_id: A, price_id: P.standard, amount: 39900, coupon_code: 'RATE80', name: 'Ann Lee', phone: '13912345678', id_number: VALID_ID,
    }))
    expect(flows.payments).toEqual([])
    expect(tickets.register).not.toHaveBeenCalled()
  })

  it('keeps the order after the cashier and opens that order again on the next try', async () => {
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(await screen.findByText('You have an unpaid order FU202611220000000001: submitting pays it')).toBeInTheDocument()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(2))
    expect(navigations[1]).toEqual({ method: 'navigateTo', url: `/cashier?order_id=ord1&meeting_id=${M}` })
    expect(activities.createOrder).toHaveBeenCalledTimes(1)
    expect(activities.cancelOrder).not.toHaveBeenCalled()
  })

  it('back after paying at the cashier: the success state with the ticket and the order, never the pending-order form', async () => {
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    act(() => coverPage())
    // Paid at the cashier: the order is done and its ticket issued.
    activities.listOrders.mockImplementation(async query => ((query as { _id?: string })._id === 'ord1'
      ? { results: [order({ status: 'done', paid: NOW_S })], total: 1 }
      : { results: [], total: 0 }))
    tickets.listTickets.mockResolvedValue({ results: [{ _id: 't9', status: 1, activity_id: A, user_id: 'u1', number: 1, code: '000009', checkout_id: 'ord1' } as Ticket], total: 1 })
    activities.fetchActivity.mockResolvedValue({ ...paidActivity, prices: paidActivity.prices!.map(p => (p._id === P.standard ? { ...p, sold_total: 4 } : p)) })
    await act(async () => { showPageAgain() })
    expect(await screen.findByText('Payment received: your registration is complete')).toBeInTheDocument()
    expect(screen.getByText('You have registered for this activity')).toBeInTheDocument()
    expect(screen.queryByText(/You have an unpaid order/)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pay ¥/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'View my ticket' }))
    fireEvent.click(screen.getByRole('button', { name: 'View order FU202611220000000001' }))
    expect(navigations.slice(1)).toEqual([
      { method: 'navigateTo', url: `/my/registration/ticket?ticket_id=t9&meeting_id=${M}` },
      { method: 'navigateTo', url: `/my/order/ord1?meeting_id=${M}` },
    ])
    expect(activities.createOrder).toHaveBeenCalledTimes(1)
  })

  it('back from the cashier where the order was cancelled: the form keeps what was typed, without the unpaid-order note', async () => {
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(await screen.findByText(/You have an unpaid order/)).toBeInTheDocument()
    act(() => coverPage())
    activities.listOrders.mockResolvedValue({ results: [order({ status: 'closed', close_reason: 'cancelled' })], total: 1 })
    await act(async () => { showPageAgain() })
    await waitFor(() => expect(screen.queryByText(/You have an unpaid order/)).toBeNull())
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee')
    expect(submitButton()).toHaveTextContent('Pay ¥399.00')
  })

  it('orders anew when the kept order was closed meanwhile (cancelled at the cashier, expired)', async () => {
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    activities.listOrders.mockResolvedValue({ results: [order({ status: 'closed', close_reason: 'cancelled' })], total: 1 })
    activities.createOrder.mockResolvedValue(order({ _id: 'ord2' }))
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(2))
    expect(activities.listOrders).toHaveBeenCalledWith({ _id: 'ord1' })
    expect(activities.createOrder).toHaveBeenCalledTimes(2)
    expect(navigations[1]).toEqual({ method: 'navigateTo', url: `/cashier?order_id=ord2&meeting_id=${M}` })
  })

  it('gives an unpaid order up when another ticket type is chosen, and offers one found on load', async () => {
    activities.listOrders.mockResolvedValue({ results: [order()], total: 1 })
    await renderForm(variant)
    expect(activities.listOrders).toHaveBeenCalledWith({ activity_id: A, status: 'pending' })
    expect(screen.getByText('You have an unpaid order FU202611220000000001: submitting pays it')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Standard/ })).toHaveAttribute('aria-checked', 'true')
    fillValid({ ticket: false })
    fireEvent.click(screen.getByRole('radio', { name: /^VIP/ }))
    activities.createOrder.mockResolvedValue(order({ _id: 'ord2', price_id: P.vip, amount: 99900, pay_amount: 99900 }))
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(activities.cancelOrder).toHaveBeenCalledWith('ord1')
    expect(activities.createOrder).toHaveBeenCalledWith(expect.objectContaining({ price_id: P.vip, amount: 99900 }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/cashier?order_id=ord2&meeting_id=${M}` }])
  })

  it('goes straight to success when a coupon makes the order free', async () => {
    activities.createOrder.mockResolvedValue(order({ status: 'done', pay_amount: 0 }))
    const { flows } = await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(flows.payments).toEqual([])
  })

  const fieldErrors: [string, number, string, string][] = [
    ['ID number', ErrorCode.IdNumberRegistered, 'This ID number is already registered for this activity', 'ID number'],
    ['phone', ErrorCode.PhoneRegistered, 'This mobile number is already registered for this activity', 'Mobile'],
    ['e-mail', ErrorCode.EmailRegistered, 'This e-mail is already registered for this activity', 'E-mail'],
    ['blacklisted e-mail', ErrorCode.EmailBlacklisted, 'This e-mail is blacklisted and cannot register', 'E-mail'],
    ['coupon', ErrorCode.CouponInvalid, 'This coupon code is not valid', 'Coupon code'],
  ]
  it.each(fieldErrors)('shows the %s error (%i) beside its field', async (_name, code, message, label) => {
    activities.createOrder.mockRejectedValue(new ApiError(409, { code, message: 'server text' }))
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(screen.getByLabelText(label))).toHaveTextContent(message))
    expect(screen.getByLabelText(label).closest('.fu-field')).toContainElement(errorOf(screen.getByLabelText(label)))
  })

  const ticketErrors: [string, number, string][] = [
    ['sold out', ErrorCode.TicketSoldOut, 'This ticket type is sold out: please choose another'],
    ['unpaid stock short', ErrorCode.UnpaidTicketStockShort, 'Not enough tickets of this type left (some are held by unpaid orders): try again later or choose another type'],
    ['ticket type invalid', ErrorCode.PriceInvalid, 'This ticket type is invalid or withdrawn: please choose again'],
    ['over the limit', ErrorCode.PriceOverLimit, 'More than this ticket type allows per order'],
  ]
  it.each(ticketErrors)('shows the %s error beside the ticket types', async (_name, code, message) => {
    activities.createOrder.mockRejectedValue(new ApiError(409, { code, message: 'server text' }))
    await renderForm(variant)
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(screen.getByRole('radiogroup', { name: 'Ticket type' }))).toHaveTextContent(message))
  })

  const formErrors: [string, number, string][] = [
    ['full', ErrorCode.ActivityFull, 'This activity is full'],
    ['already registered', ErrorCode.AlreadyRegistered, 'You have already registered for this activity'],
    ['channel full', ErrorCode.SourceFull, 'This registration channel is full'],
    ['channel invalid', ErrorCode.SourceInvalid, 'This registration link is not valid'],
    ['ended', ErrorCode.RegistrationEnded, 'Registration has closed'],
    ['not started', ErrorCode.RegistrationNotStarted, 'Registration has not started yet'],
    ['private', ErrorCode.NoPermission, 'This activity is private: register through your invitation link'],
    ['invalid', ErrorCode.ValidationFailed, 'Some details are not valid: please check them and try again'],
    ['unknown', 4999, 'Request failed'],
  ]
  it.each(formErrors)('shows the %s error as the form notice', async (_name, code, message) => {
    tickets.register.mockRejectedValue(new ApiError(409, { code, message: 'server text' }))
    activities.fetchActivity.mockResolvedValue(freeActivity)
    await renderForm(variant)
    fillValid({ ticket: false })
    fireEvent.click(submitButton())
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert')
    expect(navigations).toEqual([])
  })

  it('marks the question the server found unanswered, and says so when the network fails', async () => {
    activities.fetchActivity.mockResolvedValue(freeActivity)
    tickets.register.mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.ValidationFailed, message: 'required', data: { question_id: Q.also } }))
    await renderForm(variant)
    fillValid({ ticket: false })
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(groupOf('Also sign me up for'))).toHaveTextContent('This field is required'))
    tickets.register.mockRejectedValueOnce(new NetworkError(false))
    fireEvent.click(submitButton())
    expect(await screen.findByText('Network error, please refresh and try again')).toBeInTheDocument()
  })

  it('reloads the ticket types on 4340 and asks to choose again', async () => {
    activities.createOrder.mockRejectedValue(new ApiError(409, { code: ErrorCode.TicketInfoChanged, message: 'ticket info updated' }))
    await renderForm(variant)
    fillValid()
    activities.fetchActivity.mockResolvedValue({ ...paidActivity, prices: [{ _id: P.standard, title: { en: 'Standard' }, amount: 45900, total: 100, sold_total: 3 }] })
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(screen.getByRole('radiogroup', { name: 'Ticket type' }))).toHaveTextContent('Ticket information was updated: please choose again'))
    expect(activities.fetchActivity).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Standard/ })).toHaveTextContent('¥459.00'))
    expect(screen.queryByRole('radio', { name: /^VIP/ })).toBeNull()
    expect(screen.getByRole('radio', { name: /^Standard/ })).toHaveAttribute('aria-checked', 'false')
  })

  it('lets a registered person change answers when the activity allows it', async () => {
    activities.fetchActivity.mockResolvedValue(freeActivity)
    const mine = { _id: 't9', status: 1, activity_id: A, user_id: 'u1', number: 1, name: 'Ann Lee', phone: '13912345678', form: { job: 'Engineer', answers: [{ question_id: Q.heard, options: ['o-friend'] }] } } as Ticket
    tickets.listTickets.mockResolvedValue({ results: [mine], total: 1 })
    const { platform } = await renderForm(variant)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit your registration')
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee')
    expect(screen.getByLabelText('Job title')).toHaveValue('Engineer')
    expect(screen.getByRole('radio', { name: 'A friend' })).toHaveAttribute('aria-checked', 'true')
    type(screen.getByLabelText('ID number'), VALID_ID)
    fireEvent.click(submitButton())
    expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    expect(tickets.updateTicket).toHaveBeenCalledWith('t9', expect.objectContaining({ name: 'Ann Lee', id_number: VALID_ID, answers: [{ question_id: Q.heard, options: ['o-friend'] }] }))
    expect(platform.alerts).toEqual([])
  })

  it.each([
    ['disabled', { enable_resubmit_answer: 0 }, 'This activity does not allow changes to a registration'],
    ['past the deadline', { enable_resubmit_answer: 1, deadline: NOW_S - 3600 }, 'Registration has closed: your registration can no longer be changed'],
  ] as const)('refuses changes with a one-button dialog when resubmission is %s', async (_name, rules, message) => {
    activities.fetchActivity.mockResolvedValue({ ...freeActivity, ...rules })
    tickets.listTickets.mockResolvedValue({ results: [{ _id: 't9', status: 1, activity_id: A, user_id: 'u1', number: 1 }], total: 1 })
    const { platform } = await renderForm(variant)
    await waitFor(() => expect(platform.alerts).toEqual([{ title: message, confirmText: 'Got it' }]))
    const blocked = screen.getByText('You have registered for this activity').closest('.fu-reg__blocked') as HTMLElement
    expect(within(blocked).getByText(message)).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).toBeNull()
    fireEvent.click(within(blocked).getByRole('button', { name: 'My tickets' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/tickets?meeting_id=${M}` }]))
  })

  it('says registration has not started instead of offering the form', async () => {
    activities.fetchActivity.mockResolvedValue({ ...freeActivity, registration_start: NOW_S + DAY })
    await renderForm(variant)
    expect(screen.getByText('Registration has not started yet')).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the activity' }))
    await waitFor(() => expect(navigations[0].url).toBe(`/meeting/activity/detail?activity_id=${A}&meeting_id=${M}`))
  })

  it('offers a retry when loading fails', async () => {
    activities.fetchActivity.mockRejectedValueOnce(new NetworkError(false))
    renderFormScreen(variant, { activity_id: A })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load')
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { level: 2, name: 'Innovation summit' })).toHaveTextContent('Innovation summit')
  })

  it('says when the activity does not exist', async () => {
    activities.fetchActivity.mockResolvedValue(undefined)
    renderFormScreen(variant, { activity_id: A })
    expect(await screen.findByText('This activity does not exist')).toBeInTheDocument()
  })
})

describe('registration form in other languages', () => {
  it.each([
    ['zh', '活动报名', '该证件号码已报名本活动'],
    ['ja', '参加登録', 'この身分証番号は既にこのアクティビティに登録されています'],
    ['ko', '참가 신청', '이 신분증 번호는 이미 이 활동에 등록되어 있습니다'],
  ] as const)('%s', async (language, title, idTaken) => {
    activities.fetchActivity.mockResolvedValue(freeActivity)
    tickets.register.mockRejectedValue(new ApiError(409, { code: ErrorCode.IdNumberRegistered, message: 'x' }))
    renderFormScreen('mobile', { activity_id: A }, language)
    type(await screen.findByLabelText('Name'), 'Ann')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    type(screen.getByLabelText('Mobile'), '13912345678')
    type(screen.getByLabelText('ID number'), VALID_ID)
    fireEvent.click(screen.getByRole('radio', { name: 'Website' }))
    fireEvent.click(screen.getAllByRole('button').at(-1)!)
    await waitFor(() => expect(errorOf(screen.getByLabelText('ID number'))).toHaveTextContent(idTaken))
  })
})
