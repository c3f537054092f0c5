/**
 * The copilot's retrieval without a language model: BM25 over the seeded meeting in four languages, activities with
 * their registration state, ticket types and prices in yuan, said in sentences with the app's steps for how-to
 * questions, and never a route or an id in the text (the items go out as sources).
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { activityState, tokenize } from '../modules/copilot/matchAnswer'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

jest.setTimeout(90_000)

const M = SEED_IDS.meeting
const A = SEED_IDS.activities
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

/** Nothing a visitor cannot read: no route, link or id in the answer's text. */
function noRoutesOrIds(text: string) {
  expect(text).not.toContain('/meeting/')
  expect(text).not.toMatch(/[0-9a-f]{24}/)
  expect(text).not.toMatch(/\[\d+\]/)
}

let sid = 0
/** Asks as a fresh match user and reads the whole stream: the answer text and the sources. */
async function ask(question: string, language: string) {
  const user = await login(server, freshPhone())
  const token = (await user.api.post('/tokens/match')).body.results.token as string
  const id = `rt${String(++sid).padStart(6, '0')}`
  expect((await client(server, token).post('/match/query', { question, sid: id, language, meeting_id: M })).status).toBe(200)
  const res = await fetch(`${server.apiUrl}/match/stream?sid=${id}`, { headers: { authorization: `Bearer ${token}` } })
  const blocks = (await res.text()).split('\n\n').filter(Boolean).map((block) => {
    const lines = block.split('\n')
    return { name: lines.find((l) => l.startsWith('event: '))?.slice(7), data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n') }
  })
  return {
    text: blocks.filter((b) => !b.name && b.data !== '[DONE]').map((b) => b.data).join(''),
    sources: JSON.parse(blocks.find((b) => b.name === 'sources')!.data) as { kind: string; _id: string }[],
  }
}

describe('the tokenizer', () => {
  test('cuts Chinese and Japanese into words, keeps Latin words, drops question words and single characters', () => {
    expect(tokenize('如何报名全球创新峰会？')).toEqual(expect.arrayContaining(['报名', '全球', '创新', '峰会']))
    expect(tokenize('グローバル・イノベーション・サミットの料金')).toEqual(expect.arrayContaining(['グローバル', 'イノベーション', 'サミット', '料金']))
    expect(tokenize('How do I register for the Summit?')).toEqual(['register', 'summit'])
  })

  test('a Korean word with its particle still meets the bare word through its character pairs', () => {
    expect(tokenize('서밋에')).toContain('서밋')
  })
})

test('registration state: not started, closed at the deadline or the end, full at max, else open', () => {
  const open = { registration_start: 100, deadline: 500, end: 900, max: 10, ticket_total: 3 }
  expect(activityState(open, 200)).toBe('open')
  expect(activityState(open, 50)).toBe('not_started')
  expect(activityState(open, 500)).toBe('closed')
  expect(activityState({ ...open, deadline: 0 }, 950)).toBe('closed')
  expect(activityState({ ...open, ticket_total: 10 }, 200)).toBe('full')
  expect(activityState({ ...open, max: 0, ticket_total: 99 }, 200)).toBe('open')
})

describe('answers without a language model', () => {
  test('"how do I register for the summit and what does it cost" (en) gives the steps, then its time, state and prices in sentences', async () => {
    const { text, sources } = await ask('How do I register for the Global Innovation Summit and what does it cost?', 'en')
    expect(sources[0]).toMatchObject({ kind: 'activity', _id: A.openPaid })
    expect(text).toMatch(/^To register: open the activity .*tap Register.*My → My tickets\./)
    expect(text).toMatch(/Global Innovation Summit is (on|from) \d{1,2} [A-Z][a-z]{2}/)
    expect(text).toContain('Registration is open.')
    expect(text).toContain('Tickets: Standard ¥399, VIP ¥999, Early bird ¥199 (sold out), Student free.')
    expect(text).not.toContain('Withdrawn')
    noRoutesOrIds(text)
  })

  test('an English fact question gets a sentence with the summit\'s date, time and price, and no steps', async () => {
    const { text, sources } = await ask('When is the Global Innovation Summit and what does a ticket cost?', 'en')
    expect(sources[0]).toMatchObject({ kind: 'activity', _id: A.openPaid })
    expect(text).toMatch(/^The Global Innovation Summit is (on \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d–\d\d:\d\d|from \d{1,2} [A-Z][a-z]{2} \d\d:\d\d to )|^Global Innovation Summit is (on|from) \d{1,2} [A-Z][a-z]{2}/)
    expect(text).toContain('Standard ¥399')
    expect(text).not.toContain('To register')
    noRoutesOrIds(text)
  })

  test('"如何报名？" is answered with the steps in Chinese, then the open activities, with no route or id', async () => {
    const { text, sources } = await ask('如何报名？', 'zh')
    expect(text).toMatch(/^报名步骤：打开活动.*点“立即报名”.*“我的 → 我的门票”/)
    expect(sources.slice(0, 3).every((s) => s.kind === 'activity')).toBe(true)
    expect(text.split('\n').length).toBeGreaterThan(1)
    noRoutesOrIds(text)
  })

  test.each([
    ['zh', '发票怎么开？', /^开发票：.*“申请发票”/],
    ['en', 'How do I get a refund?', /^To get a refund: .*tap Refund/],
    ['ja', 'チェックインの方法は？', /^チケットとチェックイン：.*QR コード/],
    ['ko', '결제는 어떻게 하나요?', /^결제 방법: .*WeChat Pay/],
  ])('a how-to question in %s (%s) is answered with the app\'s steps', async (language, question, steps) => {
    const { text } = await ask(question, language)
    expect(text).toMatch(steps)
    // The steps answer it: items found beside them are only named, not described as if they were the answer.
    expect(text).not.toMatch(/Registration is open|目前报名中|現在受付中|현재 접수 중/)
    noRoutesOrIds(text)
  })

  test('the same question in Chinese picks the same activity, in Chinese', async () => {
    const { text, sources } = await ask('全球创新峰会怎么报名？票价多少？', 'zh')
    expect(sources[0]).toMatchObject({ kind: 'activity', _id: A.openPaid })
    expect(text).toContain('全球创新峰会')
    expect(text).toContain('目前报名中。')
    expect(text).toContain('票种：标准票 ¥399、VIP 票 ¥999、早鸟票 ¥199 (已售罄)、学生票 免费。')
    expect(text).toMatch(/^报名步骤：/)
    noRoutesOrIds(text)
  })

  test.each([
    ['ja', 'グローバル・イノベーション・サミットの申し込み方法と料金を教えてください', 'グローバル・イノベーション・サミット', '現在受付中です。', /チケット：スタンダード ¥399、VIP ¥999、早割 ¥199 \(完売\)、学生 無料/, /^申し込み手順：/],
    ['ko', '글로벌 혁신 서밋은 어떻게 등록하고 비용은 얼마인가요?', '글로벌 혁신 서밋', '현재 접수 중입니다.', /티켓: 스탠다드 ¥399, VIP ¥999, 얼리버드 ¥199 \(매진\), 학생 무료/, /^신청 방법: /],
  ])('the register-and-price question in %s gives the steps, then names the summit, its state, tickets and prices, in that language', async (language, question, title, state, tickets, steps) => {
    const { text, sources } = await ask(question, language)
    expect(sources[0]).toMatchObject({ kind: 'activity', _id: A.openPaid })
    expect(text).toContain(title)
    expect(text).toContain(state)
    expect(text).toMatch(tickets)
    expect(text).toMatch(steps)
    noRoutesOrIds(text)
  })

  test('a full activity is said to be full, a closed one closed (Japanese and Korean too)', async () => {
    const full = await ask('Can I still register for the networking dinner?', 'en')
    expect(full.sources[0]).toMatchObject({ _id: A.full })
    expect(full.text).toMatch(/^(The )?(International )?[Nn]etworking dinner is .*It is full \(no places left\)\./)
    expect(full.text).not.toContain('To register')
    const closed = await ask('プレ博覧会サロンに申し込めますか？', 'ja')
    expect(closed.sources[0]).toMatchObject({ _id: A.ended })
    expect(closed.text).toContain('受付終了')
    const ko = await ask('국제 네트워킹 만찬 등록 가능한가요?', 'ko')
    expect(ko.sources[0]).toMatchObject({ _id: A.full })
    expect(ko.text).toContain('정원 마감')
  })

  test('a generic registration question lists activities; a venue question answers with the event\'s place', async () => {
    const register = await ask('How do I register?', 'en')
    expect(register.sources.slice(0, 3).every((s) => s.kind === 'activity')).toBe(true)
    const venue = await ask('Where is the venue?', 'en')
    expect(venue.sources[0]).toMatchObject({ kind: 'meeting', _id: M })
    expect(venue.text).toContain('Shanghai International Expo Centre')
    expect(venue.text).toContain('Metro line 2 to Expo Centre station')
    noRoutesOrIds(venue.text)
  })
})
