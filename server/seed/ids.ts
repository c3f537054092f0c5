/**
 * Fixed ids of the demo data, so the README, the client's demo links and the tests can name them.
 * Format: 24 hex digits, '66' + a two-digit kind + a serial.
 */
const id = (kind: number, n: number) => `66${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(20, '0')}`

export const SEED_IDS = {
  meeting: id(1, 1),
  deletedMeeting: id(1, 2),
  /** limits.type 1: guests may not read its content (SPEC §6). */
  membersMeeting: id(1, 3),
  members: { activity: id(6, 12), phase: id(19, 4), guest: id(20, 4), news: id(10, 5), live: id(11, 9), agenda: id(12, 5), speaker: id(13, 5), enterprise: id(14, 7), product: id(15, 7), vote: id(17, 4), demand: id(16, 4) },
  users: { visitor: id(2, 1), exhibitor: id(2, 2), agent: id(2, 3), reception: id(2, 4), organizer: id(2, 5), special: id(2, 6), friend: id(2, 7), /** Zhang Wei, the first keynote speaker (speaker.user_id) */ speaker: id(2, 64) },
  form: id(3, 1),
  questions: { name: id(4, 1), phone: id(4, 2), email: id(4, 3), job: id(4, 4), heard: id(4, 5), heardOther: id(4, 6), interests: id(4, 7), vip: id(4, 8), idNumber: id(4, 9) },
  options: { friend: id(5, 1), web: id(5, 2), other: id(5, 3), workshop: id(5, 4), networking: id(5, 5), seminar: id(5, 6), salon: id(5, 7), opening: id(5, 8) },
  activities: {
    openFree: id(6, 1), openPaid: id(6, 2), full: id(6, 3), ended: id(6, 4), notStarted: id(6, 5), review: id(6, 6),
    private: id(6, 7), groupV1: id(6, 8), groupV2: id(6, 9), workshop50: id(6, 10), deleted: id(6, 11),
    /** Paid tickets, then the organiser reviews each (the paid order keeps its place through the review). */
    paidReview: id(6, 13),
    /** Exhibitors' move-in, running now and not in the visitors' programme (enable_show 0): its self check-in is open. */
    moveIn: id(6, 14),
  },
  sources: { openDefault: id(7, 1), openPartner: id(7, 2), openFullChannel: id(7, 3), privateInvite: id(7, 4), workshopPartner: id(7, 5) },
  prices: { standard: id(8, 1), vip: id(8, 2), earlyBird: id(8, 3), student: id(8, 4), groupV2: id(8, 5), deleted: id(8, 6), paidReview: id(8, 7) },
  coupons: { rate: id(9, 1), fixed: id(9, 2), threshold: id(9, 3), expired: id(9, 4), notStarted: id(9, 5), once: id(9, 6) },
  news: [id(10, 1), id(10, 2), id(10, 3), id(10, 4)],
  lives: { countdown: id(11, 1), live: id(11, 2), paused: id(11, 3), over: id(11, 4), replay: id(11, 5), private: id(11, 6), paid: id(11, 7), hidden: id(11, 8) },
  agendas: [id(12, 1), id(12, 2), id(12, 3), id(12, 4), id(12, 6), id(12, 7), id(12, 8)],
  speakers: [id(13, 1), id(13, 2), id(13, 3), id(13, 4)],
  enterprises: [id(14, 1), id(14, 2), id(14, 3), id(14, 4), id(14, 5), id(14, 6)],
  products: [id(15, 1), id(15, 2), id(15, 3), id(15, 4), id(15, 5), id(15, 6)],
  demands: [id(16, 1), id(16, 2), id(16, 3)],
  votes: { open: id(17, 1), ended: id(17, 2), /** 2 per person, no daily limit */ small: id(17, 3) },
  players: [id(18, 1), id(18, 2), id(18, 3), id(18, 4)],
  smallPlayers: [id(18, 5), id(18, 6)],
  phases: [id(19, 1), id(19, 2), id(19, 3)],
  guests: [id(20, 1), id(20, 2), id(20, 3)],
  /** Aurora's appointment slots in time order: four on each expo day (10:00, 11:00, 14:00, 15:00). */
  schedules: [id(23, 1), id(23, 2), id(23, 3), id(23, 4), id(23, 5), id(23, 6), id(23, 7), id(23, 8), id(23, 9), id(23, 10), id(23, 11), id(23, 12)],
  /** The visitor's waiting request, Emma's accepted meeting, the visitor's past meeting (all with Aurora). */
  appointments: [id(24, 1), id(24, 2), id(24, 3)],
  /** The information pages (seed/meetingInfo.ts): documents and their categories, introductions, branches, contacts. */
  meetingInfo: {
    categories: [id(21, 0x4101), id(21, 0x4102), id(21, 0x4103)],
    attachments: [id(64, 1), id(64, 2), id(64, 3), id(64, 4)],
    introductions: [id(65, 1), id(65, 2), id(65, 3)],
    branches: [id(66, 1), id(66, 2), id(66, 3)],
    contacts: [id(67, 1), id(67, 2), id(67, 3), id(67, 4)],
    application: id(68, 1),
  },
  /** The discussion board's threads (newest first on the board) and their replies. */
  threads: [id(69, 1), id(69, 2), id(69, 3), id(69, 4), id(69, 5)],
  threadReplies: [id(70, 1), id(70, 2), id(70, 3), id(70, 4), id(70, 5), id(70, 6), id(70, 7)],
  /** The Sichuan intangible cultural heritage festival (/sichuan-culture): its own meeting, items, performances and lives. */
  festival: {
    meeting: id(1, 0x5c),
    heritage: Array.from({ length: 12 }, (_, i) => id(0x5c, 0x100 + i + 1)),
    halls: Array.from({ length: 6 }, (_, i) => id(0x5c, 0x200 + i + 1)),
    points: Array.from({ length: 12 }, (_, i) => id(0x5c, 0x300 + i + 1)),
    projects: Array.from({ length: 4 }, (_, i) => id(0x5c, 0x400 + i + 1)),
    performances: Array.from({ length: 9 }, (_, i) => id(6, 0x5c00 + i + 1)),
    lives: Array.from({ length: 6 }, (_, i) => id(11, 0x5c00 + i + 1)),
    categories: 0x5c00,
  },
  categories: { navigation: 0x2100, industry: 0x2200, exhibitor: 0x2300, product: 0x2400, exhibition: 0x2500, speaker: 0x2600, demand: 0x2700 },
} as const

export const categoryId = (base: number, n: number) => id(21, base + n)
export const blockId = (n: number) => id(22, n)

/** Demo accounts: log in with the phone or e-mail; the code is in the dev outbox (GET /fu/api/dev/outbox?to=…). */
export const DEMO_ACCOUNTS = {
  visitor: { phone: '13800000001', email: 'visitor@demo.test' },
  exhibitor: { phone: '13800000002', email: 'exhibitor@demo.test' },
  agent: { phone: '13800000003', email: 'agent@demo.test' },
  reception: { phone: '13800000004', email: 'reception@demo.test' },
  organizer: { phone: '13800000005', email: 'organizer@demo.test' },
  special: { phone: '13800000006', email: 'special@demo.test' },
  friend: { phone: '13800000007', email: 'friend@demo.test' },
  speaker: { phone: '13800000064', email: 'speaker@demo.test' },
} as const

/** Hash of the seeded short link to the demo meeting's activity list. */
export const SEED_SHORT_LINK = 'DemoList'

export const BLACKLISTED_EMAIL = 'blocked@demo.test'
/** Coupons of the demo meeting; the last three are refused (expired, not valid yet, its one use taken by a first order). */
export const COUPON_CODES = { rate: 'RATE80', fixed: 'MINUS20', threshold: 'FULL300', expired: 'SUMMER10', notStarted: 'NEXTYEAR', once: 'FIRST1' } as const
