/**
 * The group leader's calls of the /activity/agent screen against the reference server: a group registered in one
 * POST /tickets (group information and members form-encoded), read back per activity with its counts and its
 * members' tickets (with group_id), its information changed, and the refusals the screen shows.
 */
import { ApiError } from '@/api/http'
import { createOrder, fetchActivity, fetchAgentGroups, payOrder, updateAgentGroup } from '@/api/activities'
import { listTickets, register, updateTicket } from '@/api/tickets'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, freshPhone, loginNewUser, SEED_IDS, type Harness } from './harness'

const GROUP = SEED_IDS.activities.groupV1
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)
const group = { name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003' }

it('a leader registers a group, sees it with its members, and renames it', async () => {
  await loginNewUser(server, h)
  const agent = h.root.session.userId!
  const [ann, bob] = [freshPhone(), freshPhone()]
  const issued = await register({ activity_id: GROUP, group, members: [{ name: 'Ann', phone: ann, email: 'ann@tour.test' }, { name: 'Bob', phone: bob }] })
  expect(issued.map(t => t.phone)).toEqual([ann, bob])

  const overview = await fetchAgentGroups(GROUP, agent)
  expect(overview).toMatchObject({ agent_checkout_version: 1, group_max: 5, ticket_total: 2, groups: [{ name: 'Seoul tour', contact_name: 'Kim', total: 2, unallocated: 0 }] })
  const mine = (await listTickets({ activity_id: GROUP, group: 1 })).results ?? []
  expect(mine.map(t => [t.name, (t as { group_id?: string }).group_id])).toEqual(expect.arrayContaining([['Ann', overview.groups[0]._id], ['Bob', overview.groups[0]._id]]))

  const renamed = await updateAgentGroup(GROUP, agent, { group_id: overview.groups[0]._id, name: 'Busan tour', contact_email: 'kim@tour.test' })
  expect(renamed).toMatchObject({ name: 'Busan tour', contact_email: 'kim@tour.test', contact_name: 'Kim' })
  expect((await fetchAgentGroups(GROUP, agent)).groups[0].name).toBe('Busan tour')
})

it('refuses what the screen reports: shared phone, too many people, a member already registered, another agent\'s groups', async () => {
  await loginNewUser(server, h)
  const agent = h.root.session.userId!
  const phone = freshPhone()
  expect(await refusal(register({ activity_id: GROUP, group, members: [{ name: 'A', phone }, { name: 'B', phone }] })))
    .toMatchObject({ code: ErrorCode.GroupDuplicateMember, body: { data: { field: 'phone' } } })
  const six = Array.from({ length: 6 }, (_, i) => ({ name: `M${i}`, phone: freshPhone() }))
  expect(await refusal(register({ activity_id: GROUP, group, members: six }))).toMatchObject({ code: ErrorCode.GroupTooLarge })
  await register({ activity_id: GROUP, group, members: [{ name: 'A', phone }] })
  expect(await refusal(register({ activity_id: GROUP, group, members: [{ name: 'Again', phone }] }))).toMatchObject({ code: ErrorCode.PhoneRegistered })

  const other = connect(server)
  await loginNewUser(server, other)
  expect(await refusal(fetchAgentGroups(GROUP, agent))).toMatchObject({ status: 403 })
})

it('v2: a leader orders a group\'s tickets in one order, pays, and the places wait to be filled in', async () => {
  await loginNewUser(server, h)
  const agent = h.root.session.userId!
  const V2 = SEED_IDS.activities.groupV2
  const price = SEED_IDS.prices.groupV2
  // The ticket page holds the quantity to the group size and the type's limit and stock, as the activity gives them.
  expect(await fetchActivity(V2)).toMatchObject({ agent_checkout_version: 2, group_max: 10, prices: [expect.objectContaining({ _id: price, amount: 5000, limit: 10 })] })
  const order = await createOrder({ activity_id: V2, price_id: price, quantity: 3, amount: 5000, group })
  expect(order).toMatchObject({ status: 'pending', amount: 15000, pay_amount: 15000 })
  await payOrder(order._id)
  const overview = await fetchAgentGroups(V2, agent)
  expect(overview).toMatchObject({ agent_checkout_version: 2, ticket_total: 3, unallocated: 3, groups: [{ name: 'Seoul tour', total: 3, unallocated: 3 }] })

  // The member form fills one place: the ticket read by id, then its holder saved.
  const places = (await listTickets({ activity_id: V2, group: 1 })).results ?? []
  const [one] = (await listTickets({ _id: places[0]._id, group: 1 })).results ?? []
  expect(one).toMatchObject({ _id: places[0]._id, agent_id: agent })
  const member = freshPhone()
  expect(await updateTicket(one._id, { name: 'Ann', phone: member })).toMatchObject({ name: 'Ann', phone: member })
  expect((await fetchAgentGroups(V2, agent)).unallocated).toBe(2)
  expect(await refusal(updateTicket(places[1]._id, { name: 'Twin', phone: member }))).toMatchObject({ status: 409 })

  expect(await refusal(createOrder({ activity_id: V2, price_id: price, quantity: 11, amount: 5000, group }))).toMatchObject({ code: ErrorCode.GroupTooLarge })
  expect(await refusal(createOrder({ activity_id: V2, price_id: price, quantity: 2, amount: 4000, group }))).toMatchObject({ code: ErrorCode.TicketInfoChanged })
})
