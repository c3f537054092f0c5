/**
 * The one PostgreSQL schema of the reference server (PGlite by default, a PostgreSQL 15+ server with DATABASE_URL).
 * Columns the server filters, sorts, counts or updates atomically are real columns named as in the API;
 * the rest of a document (texts keyed by language, configs, covers) lives in `doc` and is merged on output.
 */
import { sql } from 'drizzle-orm'
import { bigint, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'

type Json = Record<string, unknown>
const id = () => text('_id').primaryKey()
const doc = () => jsonb('doc').$type<Json>().notNull().default({})
const deleted = () => integer('deleted').notNull().default(0)
const created = () => integer('created').notNull().default(sql`extract(epoch from now())::int`)

export const meetings = pgTable('meetings', {
  _id: id(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  is_default: integer('is_default').notNull().default(0),
  domain: text('domain'),
  /** 0 while an organiser prepares it (modules/organizer): visitors do not see it; the seed's and older meetings are 1. */
  published: integer('published').notNull().default(1),
  doc: doc(),
  deleted: deleted(),
  created: created(),
})

export const categories = pgTable('categories', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  type: text('type').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('categories_meeting_type').on(t.meeting_id, t.type, t.weight)])

export const blocks = pgTable('blocks', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  type: text('type').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('blocks_meeting').on(t.meeting_id, t.weight)])

export const users = pgTable('users', {
  _id: id(),
  phone: text('phone'),
  area_code: text('area_code'),
  email: text('email'),
  /** organizer, reception_staff, agent, exhibitor: what the user may do beyond a visitor. */
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  special_identity: integer('special_identity').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [
  uniqueIndex('users_phone').on(t.phone),
  uniqueIndex('users_email').on(t.email),
])

/** Identities from WeChat / Google / Facebook (development provider in this server). */
export const userIdentities = pgTable('user_identities', {
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  user_id: text('user_id').notNull(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.provider, t.subject] })])

/** Only a SHA-256 of the token is stored, so a database dump does not leak sessions. */
export const sessions = pgTable('sessions', {
  token_hash: text('token_hash').primaryKey(),
  user_id: text('user_id').notNull(),
  device_id: text('device_id'),
  client_id: text('client_id'),
  expires: integer('expires').notNull(),
  created: created(),
})

export const verificationCodes = pgTable('verification_codes', {
  _id: id(),
  channel: text('channel').notNull(), // 'sms' | 'mail'
  target: text('target').notNull(),
  code: text('code').notNull(),
  expires: integer('expires').notNull(),
  used: integer('used').notNull().default(0),
  /** Wrong guesses; the code dies after five. */
  attempts: integer('attempts').notNull().default(0),
  created: created(),
}, (t) => [index('codes_target').on(t.channel, t.target, t.created)])

/** Development outbox: every SMS and e-mail the server would send. */
/**
 * Every SMS and e-mail, queued in the same transaction as what caused it (a message acknowledged to the user survives
 * a restart) and delivered by server/modules/messages/delivery.ts. Without a provider for its channel a message stays
 * here 'pending': the development outbox (/dev/outbox) reads it.
 */
export const outbox = pgTable('outbox', {
  _id: id(),
  channel: text('channel').notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  /** The plain-text body (the SMS text, the e-mail's text part). */
  body: text('body').notNull(),
  /** The e-mail's HTML part (user values escaped when it was rendered). */
  html: text('html'),
  /** The SMS template kind and its parameters, for providers that send templates only (Tencent Cloud SMS). */
  template: text('template'),
  params: jsonb('params').$type<string[]>(),
  /** pending → sent, or failed after the last retry. */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Not before this second (the backoff after a failure, or the lease of the instance sending it). */
  next_attempt: integer('next_attempt').notNull().default(0),
  last_error: text('last_error'),
  sent: integer('sent'),
  created: created(),
}, (t) => [index('outbox_to').on(t.to, t.created), index('outbox_due').on(t.status, t.next_attempt)])

export const emailBlacklist = pgTable('email_blacklist', {
  email: text('email').primaryKey(),
})

export const activities = pgTable('activities', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  deadline: integer('deadline').notNull().default(0),
  /** A paid registration may be refunded until this many hours before the start (modules/orders/refund.ts). */
  refund_hours_before: integer('refund_hours_before').notNull().default(24),
  registration_start: integer('registration_start').notNull().default(0),
  max: integer('max').notNull().default(0),
  /** Places taken: approved tickets plus places held by unpaid orders. */
  ticket_total: integer('ticket_total').notNull().default(0),
  /** Tickets issued so far (codes are random: modules/activities/registration.ts ticketCodeCandidates). */
  ticket_seq: integer('ticket_seq').notNull().default(0),
  is_review: integer('is_review').notNull().default(0),
  privacy: integer('privacy').notNull().default(0),
  enable_show: integer('enable_show').notNull().default(1),
  enable_resubmit_answer: integer('enable_resubmit_answer').notNull().default(0),
  enable_deadline_answer: integer('enable_deadline_answer').notNull().default(0),
  agent_checkout_version: integer('agent_checkout_version'),
  /** Largest group an agent may register at once; 0 = no group registration. */
  group_max: integer('group_max').notNull().default(0),
  enable_invoice: integer('enable_invoice').notNull().default(0),
  form_id: text('form_id'),
  weight: integer('weight').notNull().default(0),
  views: integer('views').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('activities_meeting').on(t.meeting_id, t.start)])

export const activitySources = pgTable('activity_sources', {
  _id: id(),
  activity_id: text('activity_id').notNull(),
  max: integer('max').notNull().default(0),
  signup_total: integer('signup_total').notNull().default(0),
  default: integer('default').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('sources_activity').on(t.activity_id)])

export const ticketPrices = pgTable('ticket_prices', {
  _id: id(),
  activity_id: text('activity_id').notNull(),
  amount: integer('amount').notNull(),
  total: integer('total').notNull().default(0),
  /** Sold plus held by unpaid orders. */
  sold_total: integer('sold_total').notNull().default(0),
  limit: integer('limit').notNull().default(0),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('prices_activity').on(t.activity_id)])

export const coupons = pgTable('coupons', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  activity_id: text('activity_id'),
  code: text('code').notNull(),
  type: integer('type').notNull(),
  discount_rate: integer('discount_rate').notNull().default(100),
  discount_amount: integer('discount_amount').notNull().default(0),
  promotion_threshold: integer('promotion_threshold').notNull().default(0),
  promotion_amount: integer('promotion_amount').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [uniqueIndex('coupons_code').on(t.meeting_id, t.code)])

/** Places in a registration; the partial unique indexes make duplicate registration impossible under races. */
export const tickets = pgTable('tickets', {
  _id: id(),
  activity_id: text('activity_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  status: integer('status').notNull(),
  number: integer('number').notNull().default(1),
  code: text('code').notNull(),
  name: text('name'),
  phone: text('phone'),
  area_code: text('area_code'),
  email: text('email'),
  id_number: text('id_number'),
  agent_id: text('agent_id'),
  group_id: text('group_id'),
  price_id: text('price_id'),
  checkout_id: text('checkout_id'),
  source_id: text('source_id'),
  input_by_admin: integer('input_by_admin').notNull().default(0),
  form: jsonb('form').$type<Json>().notNull().default({}),
  /** When staff checked the ticket in (status 3), in seconds; null before (or for check-ins older than this column). */
  attended: integer('attended'),
  deleted: deleted(),
  created: created(),
}, (t) => [
  uniqueIndex('tickets_code').on(t.activity_id, t.code),
  uniqueIndex('tickets_user_once').on(t.activity_id, t.user_id).where(sql`agent_id is null and status <> 2 and deleted = 0`),
  uniqueIndex('tickets_phone_once').on(t.activity_id, t.phone).where(sql`phone is not null and status <> 2 and deleted = 0`),
  uniqueIndex('tickets_email_once').on(t.activity_id, t.email).where(sql`email is not null and status <> 2 and deleted = 0`),
  uniqueIndex('tickets_id_number_once').on(t.activity_id, t.id_number).where(sql`id_number is not null and status <> 2 and deleted = 0`),
  index('tickets_user').on(t.user_id, t.activity_id),
  // Staff's ticket lists of a meeting or an activity, newest first (read backwards).
  index('tickets_meeting_created').on(t.meeting_id, t.created, t._id),
  index('tickets_activity_created').on(t.activity_id, t.created, t._id),
  index('tickets_checkout').on(t.checkout_id),
])

/** Registration groups (agent / group leader registrations). */
export const ticketGroups = pgTable('ticket_groups', {
  _id: id(),
  activity_id: text('activity_id').notNull(),
  agent_id: text('agent_id').notNull(),
  name: text('name').notNull(),
  contact_name: text('contact_name').notNull(),
  contact_phone: text('contact_phone').notNull(),
  contact_email: text('contact_email'),
  created: created(),
})

export const checkouts = pgTable('checkouts', {
  _id: id(),
  number: text('number').notNull(),
  user_id: text('user_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  activity_id: text('activity_id').notNull(),
  price_id: text('price_id').notNull(),
  source_id: text('source_id'),
  quantity: integer('quantity').notNull(),
  amount: integer('amount').notNull(),
  pay_amount: integer('pay_amount').notNull(),
  coupon_code: text('coupon_code'),
  /** pending → done (paid) or closed (cancelled, or expired unpaid: close_reason). */
  status: text('status').notNull(),
  /** Why a closed order closed: 'cancelled' by its owner, or 'expired' (unpaid for FU_ORDER_TTL_MINUTES). */
  close_reason: text('close_reason'),
  closed: integer('closed'),
  refund: integer('refund').notNull().default(0),
  refund_amount: integer('refund_amount').notNull().default(0),
  /** A refund's progress (modules/orders/refund.ts): requested → processing (the channel pays back later) → refunded, or failed. */
  refund_status: text('refund_status'),
  pay_channel: text('pay_channel'),
  transaction_id: text('transaction_id'),
  paid: integer('paid'),
  /** Attendees and answers to turn into tickets once paid. */
  attendees: jsonb('attendees').$type<Json[]>().notNull().default([]),
  group: jsonb('group').$type<Json | null>(),
  created: created(),
}, (t) => [
  uniqueIndex('checkouts_number').on(t.number),
  index('checkouts_user').on(t.user_id, t.created),
  index('checkouts_pending').on(t.created).where(sql`status = 'pending'`),
])

export const invoices = pgTable('invoices', {
  _id: id(),
  checkout_id: text('checkout_id').notNull(),
  user_id: text('user_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  reject_reason: text('reject_reason'),
  doc: doc(),
  created: created(),
}, (t) => [
  index('invoices_checkout').on(t.checkout_id),
  uniqueIndex('invoices_one_open').on(t.checkout_id).where(sql`status <> 'rejected'`),
])

export const forms = pgTable('forms', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  doc: doc(),
})

export const formQuestions = pgTable('form_questions', {
  _id: id(),
  form_id: text('form_id').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('questions_form').on(t.form_id)])

export const formAnswers = pgTable('form_answers', {
  form_id: text('form_id').notNull(),
  user_id: text('user_id').notNull(),
  /** '' for a personal answer, the group id for a group's answers. */
  group_id: text('group_id').notNull().default(''),
  answers: jsonb('answers').$type<Json[]>().notNull().default([]),
  updated: created(),
}, (t) => [primaryKey({ columns: [t.form_id, t.user_id, t.group_id] })])

/** Views, calls, mails and other counted actions on any item. */
export const actionLogs = pgTable('action_logs', {
  _id: id(),
  target_type: text('target_type').notNull(),
  target_id: text('target_id').notNull(),
  action: text('action').notNull(),
  user_id: text('user_id'),
  source_id: text('source_id'),
  created: created(),
}, (t) => [index('logs_target').on(t.target_type, t.target_id, t.action)])

/** Error and performance reports of the app (SPEC §9: sampled at 10 % on the client), read by the meeting's staff. */
export const clientReports = pgTable('client_reports', {
  _id: id(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  value: doublePrecision('value'),
  message: text('message'),
  stack: text('stack'),
  route: text('route'),
  meeting_id: text('meeting_id'),
  user_id: text('user_id'),
  device_id: text('device_id'),
  user_agent: text('user_agent'),
  created: created(),
}, (t) => [index('client_reports_meeting').on(t.meeting_id, t.kind, t.created)])

// ---- content of the meeting ----

export const lives = pgTable('lives', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  enable_show: integer('enable_show').notNull().default(1),
  paused: integer('paused').notNull().default(0),
  privacy: integer('privacy').notNull().default(0),
  price: integer('price').notNull().default(0),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('lives_meeting').on(t.meeting_id, t.start)])

export const agendas = pgTable('agendas', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  enable_show: integer('enable_show').notNull().default(1),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('agendas_meeting').on(t.meeting_id, t.start)])

export const news = pgTable('news', {
  _id: id(),
  meeting: text('meeting').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('news_meeting').on(t.meeting, t.created)])

export const speakers = pgTable('speakers', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
})

export const votes = pgTable('votes', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  end: integer('end').notNull().default(0),
  per_person_limit: integer('per_person_limit').notNull().default(0),
  per_day_limit: integer('per_day_limit').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
})

export const votePlayers = pgTable('vote_players', {
  _id: id(),
  vote_id: text('vote_id').notNull(),
  count: integer('count').notNull().default(0),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('players_vote').on(t.vote_id)])

export const voteAnswers = pgTable('vote_answers', {
  _id: id(),
  vote_id: text('vote_id').notNull(),
  player_id: text('player_id').notNull(),
  user_id: text('user_id').notNull(),
  day: text('day').notNull(),
  created: created(),
}, (t) => [index('answers_vote_user').on(t.vote_id, t.user_id)])

/** Per-person vote counters: the limits are enforced by one conditional upsert each. */
export const voteTallies = pgTable('vote_tallies', {
  vote_id: text('vote_id').notNull(),
  user_id: text('user_id').notNull(),
  /** '' for the whole-vote counter, YYYY-MM-DD for a day's counter. */
  day: text('day').notNull(),
  total: integer('total').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.vote_id, t.user_id, t.day] })])

export const enterprises = pgTable('enterprises', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  category_id: text('category_id'),
  weight: integer('weight').notNull().default(0),
  recommend: integer('recommend').notNull().default(0),
  status: integer('status').notNull().default(1),
  /** The exhibitor account bound to this enterprise (SPEC §6 seller). */
  user_id: text('user_id'),
  doc: doc(),
  deleted: deleted(),
  created: created(),
  /**
   * The company name in every language, one per line, lower-cased (kept by the database): what the exhibitor search
   * matches with LIKE on lower(keyword), without unpacking the document of every exhibitor of the meeting nor folding
   * its case on each search (ILIKE folds every row's case per search: 20× slower on PGlite; issue 15).
   */
  search_key: text('search_key').generatedAlwaysAs(sql`lower(case jsonb_typeof(doc -> 'exhibitor' -> 'company' -> 'title')
    when 'object' then coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'zh', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'en', '')
      || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ja', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ko', '')
    else coalesce(doc -> 'exhibitor' -> 'company' -> 'title' #>> '{}', '') end)`),
}, (t) => [
  index('enterprises_meeting').on(t.meeting_id, t.weight),
  // The exhibitor list's default order (weight desc, then id): a page is read from the index, not sorted.
  index('enterprises_list').on(t.meeting_id, t.weight.desc().nullsFirst(), t._id),
])

export const products = pgTable('products', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  enterprise_id: text('enterprise_id').notNull(),
  category_id: text('category_id'),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [
  index('products_enterprise').on(t.enterprise_id),
  // A meeting's product list in its order (weight desc, then id): a page is read from the index, not sorted.
  index('products_list').on(t.meeting_id, t.weight.desc().nullsFirst(), t._id),
])

export const demands = pgTable('demands', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  status: text('status').notNull().default('open'),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('demands_meeting').on(t.meeting_id, t.created)])

export const appointments = pgTable('appointments', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  enterprise_id: text('enterprise_id'),
  user_id: text('user_id').notNull(),
  seller_user_id: text('seller_user_id').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  status: integer('status').notNull().default(0),
  doc: doc(),
  created: created(),
}, (t) => [index('appointments_seller').on(t.seller_user_id, t.start), index('appointments_user').on(t.user_id, t.start)])

export const friendApplications = pgTable('friend_applications', {
  _id: id(),
  user_id: text('user_id').notNull(),
  friend_id: text('friend_id').notNull(),
  status: text('status').notNull().default('submitted'),
  reason: text('reason'),
  created: created(),
}, (t) => [
  uniqueIndex('friend_applications_pending').on(t.user_id, t.friend_id).where(sql`status = 'submitted'`),
  index('friend_applications_friend').on(t.friend_id, t.status),
])

export const friends = pgTable('friends', {
  user_id: text('user_id').notNull(),
  friend_id: text('friend_id').notNull(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.user_id, t.friend_id] })])

export const receptionPhases = pgTable('reception_phases', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
})

export const receptionGuests = pgTable('reception_guests', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  phone: text('phone'),
  email: text('email'),
  query_code: text('query_code'),
  doc: doc(),
  deleted: deleted(),
})

export const receptionRecords = pgTable('reception_records', {
  guest_id: text('guest_id').notNull(),
  phase_id: text('phase_id').notNull(),
  status: integer('status').notNull().default(0),
  staff_user_id: text('staff_user_id'),
  form: jsonb('form').$type<Json>().notNull().default({}),
  updated: created(),
}, (t) => [primaryKey({ columns: [t.guest_id, t.phase_id] })])

// ---- added with the content groups (lives, likes, demands, uploads) ----

/** Orders for paid lives (SPEC §4: a paid live needs payment). */
export const liveCheckouts = pgTable('live_checkouts', {
  _id: id(),
  number: text('number').notNull(),
  live_id: text('live_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  amount: integer('amount').notNull(),
  /** pending → done */
  status: text('status').notNull(),
  pay_channel: text('pay_channel'),
  transaction_id: text('transaction_id'),
  paid: integer('paid'),
  created: created(),
}, (t) => [
  index('live_checkouts_user').on(t.user_id, t.live_id),
  uniqueIndex('live_checkouts_one_pending').on(t.live_id, t.user_id).where(sql`status = 'pending'`),
])

/** AI subtitles of a live, in order. */
export const liveSubtitles = pgTable('live_subtitles', {
  _id: id(),
  live_id: text('live_id').notNull(),
  /** Seconds from the live's start. */
  offset: integer('offset').notNull(),
  /** Where the line ends, seconds from the live's start (null: until the next line). */
  end_offset: integer('end_offset'),
  /** The language the line was spoken in (its text is `doc.text[language]`; other languages are translations). */
  language: text('language'),
  /** 'seed' | 'asr' (speech-to-text, lib/asr). */
  source: text('source'),
  doc: doc(),
}, (t) => [index('subtitles_live').on(t.live_id, t.offset)])

/**
 * Speech-to-text of a live (jobs/liveTranscripts.ts): how far its audio has been transcribed, and a lease so one server
 * instance at a time works on it (claimed by a conditional UPDATE … RETURNING).
 */
export const liveTranscriptions = pgTable('live_transcriptions', {
  live_id: text('live_id').primaryKey(),
  /** The next HLS media sequence number to transcribe (-1: none seen yet). */
  next_sequence: integer('next_sequence').notNull().default(-1),
  /** Where that segment starts, milliseconds from the live's start. */
  next_offset_ms: integer('next_offset_ms').notNull().default(0),
  /** An uploaded recording was transcribed whole (1). */
  recording_done: integer('recording_done').notNull().default(0),
  lease_until: integer('lease_until').notNull().default(0),
  last_error: text('last_error'),
  updated: integer('updated').notNull().default(0),
})

/** The minutes of an ended live (modules/lives/minutes.ts): per language, made by the model or by an extractive summary. */
export const liveMinutes = pgTable('live_minutes', {
  live_id: text('live_id').primaryKey(),
  /** 'pending' (claimed, being written) → 'ready' */
  status: text('status').notNull(),
  /** 'llm' | 'extractive' */
  source: text('source'),
  lease_until: integer('lease_until').notNull().default(0),
  doc: doc(),
  created: created(),
})

export const liveChats = pgTable('live_chats', {
  _id: id(),
  live_id: text('live_id').notNull(),
  user_id: text('user_id'),
  content: text('content').notNull(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('chats_live').on(t.live_id)])

/** Likes and "awesomes" of enterprises and products, and likes of demands: one per user, kind and target. */
export const likes = pgTable('likes', {
  _id: id(),
  kind: text('kind').notNull(), // 'like' | 'awesome'
  target_type: text('target_type').notNull(), // 'enterprise' | 'product' | 'demand'
  target_id: text('target_id').notNull(),
  user_id: text('user_id').notNull(),
  created: created(),
}, (t) => [
  uniqueIndex('likes_once').on(t.kind, t.target_type, t.target_id, t.user_id),
  // The like counts of a page of exhibitors or products (any kind).
  index('likes_target').on(t.target_type, t.target_id),
  index('likes_user').on(t.user_id, t.kind, t.target_type),
])

export const demandComments = pgTable('demand_comments', {
  _id: id(),
  demand_id: text('demand_id').notNull(),
  user_id: text('user_id').notNull(),
  content: text('content').notNull(),
  deleted: deleted(),
  created: created(),
}, (t) => [uniqueIndex('demand_comments_once').on(t.demand_id, t.user_id).where(sql`deleted = 0`)])

/** Uploaded images: in the database (FU_STORAGE=database), or recorded here and kept in object storage (providers/storage/storage.ts). */
export const uploads = pgTable('uploads', {
  _id: id(),
  user_id: text('user_id').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** base64 of the bytes (portable across PGlite and pg without a bytea codec); empty when kept in object storage. */
  data: text('data').notNull(),
  /** The object's key in the object storage (FU_STORAGE=qiniu); null when the bytes are in `data`. */
  object_key: text('object_key'),
  /** 1: personal data (an ID-card scan): GET /uploads/<id> answers 404; only the server's own reads (OCR) see it. */
  private: integer('private').notNull().default(0),
  created: created(),
})

/** Agendas a user follows ("my schedules"). */
export const userAgendas = pgTable('user_agendas', {
  user_id: text('user_id').notNull(),
  agenda_id: text('agenda_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.user_id, t.agenda_id] })])

/** Questions to an enterprise; its bound exhibitor answers, and makes the answer public or private. */
export const enterpriseQuestions = pgTable('enterprise_questions', {
  _id: id(),
  enterprise_id: text('enterprise_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  content: text('content').notNull(),
  answer: text('answer'),
  public: integer('public').notNull().default(0),
  answered: integer('answered'),
  deleted: deleted(),
  created: created(),
}, (t) => [index('questions_enterprise').on(t.enterprise_id, t.created), index('questions_user').on(t.user_id, t.created)])

/** Live subscriptions: a reminder 10 minutes before start (SMS and e-mail) and the minutes link by e-mail after the end. */
/**
 * "Remind me" of an activity (modules/activities/activityReminders.routes.ts): SMS, e-mail and, with an accepted subscribe-message
 * template, the WeChat message 10 minutes before the start (jobs/activityReminders.ts). `remind` 0: cancelled.
 */
export const activityReminders = pgTable('activity_reminders', {
  activity_id: text('activity_id').notNull(),
  user_id: text('user_id').notNull(),
  remind: integer('remind').notNull().default(1),
  /** The subscribe-message template the person accepted in the mini-program; null: no WeChat message. */
  wechat_template: text('wechat_template'),
  /** When the reminder was sent (set once, atomically: several instances may run the job). */
  reminded: integer('reminded'),
  created: created(),
}, (t) => [primaryKey({ columns: [t.activity_id, t.user_id] }), index('activity_reminders_due').on(t.activity_id).where(sql`reminded is null and remind = 1`)])

export const liveUsers = pgTable('live_users', {
  live_id: text('live_id').notNull(),
  user_id: text('user_id').notNull(),
  remind: integer('remind').notNull().default(1),
  /** Where the minutes go (defaults to the account's e-mail). */
  minutes_email: text('minutes_email'),
  /**
   * The WeChat subscribe-message template the person accepted in the mini-program for this reminder
   * (`requestSubscribeMessage` said `accept`): one message may be sent with it. Null: no WeChat reminder.
   */
  wechat_template: text('wechat_template'),
  /** When the reminder / minutes were sent (set once, atomically: several instances may run the job). */
  reminded: integer('reminded'),
  minutes_sent: integer('minutes_sent'),
  created: created(),
}, (t) => [primaryKey({ columns: [t.live_id, t.user_id] })])

/** Time slots an exhibitor offers for appointments (GET /meeting/schedules; booked through POST /appointments/schedules/{id}). */
export const schedules = pgTable('schedules', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  enterprise_id: text('enterprise_id').notNull(),
  start: integer('start').notNull(),
  end: integer('end').notNull(),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('schedules_meeting').on(t.meeting_id, t.start), index('schedules_enterprise').on(t.enterprise_id, t.start)])

/**
 * Desktop WeChat QR sign-ins (GET /wechat/service/qrcodes): waiting → scanned → confirmed (a user) or bind_phone (a
 * WeChat identity without a phone, SPEC §8 4260), claimed once by the desktop that holds the poll key → used.
 * Expiry is `expires_at`; kept in the database so any instance answers the poll.
 */
export const wechatQrLogins = pgTable('wechat_qr_logins', {
  ticket: text('ticket').primaryKey(),
  /** SHA-256 of the poll key only the desktop that asked for the code knows (the ticket itself is in the QR image). */
  poll_key_hash: text('poll_key_hash').notNull(),
  status: text('status').notNull().default('waiting'),
  meeting_id: text('meeting_id'),
  user_id: text('user_id'),
  /** The scanning WeChat identity's login code, handed to /bind when no phone is bound yet. */
  wechat_code: text('wechat_code'),
  expires_at: integer('expires_at').notNull(),
  created: created(),
}, (t) => [index('wechat_qr_logins_expires').on(t.expires_at)])

// ---- added with the account, consent and partner-code calls (SPEC §7 Users, Meetings, Tickets) ----

/** A user's consent that a meeting's organiser may use their profile (POST/GET /demand/meetings/authorization). */
export const meetingAuthorizations = pgTable('meeting_authorizations', {
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  /** What the user agreed to share, e.g. ['profile', 'contact']. */
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
  created: created(),
}, (t) => [primaryKey({ columns: [t.meeting_id, t.user_id] })])

/** Jobs a user has held; the current one is copied to the user's `work` and `work_id` (PUT /users/work). */
export const userWorks = pgTable('user_works', {
  _id: id(),
  user_id: text('user_id').notNull(),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('user_works_user').on(t.user_id, t.created)])

/** A user's profile within one meeting (PUT /users/{id}/meetings/{mid}): identity, language, visibility there. */
export const userMeetings = pgTable('user_meetings', {
  user_id: text('user_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  doc: doc(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.user_id, t.meeting_id] })])

/** Partner ("union") codes an activity accepts; an attendee binds one to their ticket, each code once. */
export const unionCodes = pgTable('union_codes', {
  _id: id(),
  activity_id: text('activity_id').notNull(),
  code: text('code').notNull(),
  doc: doc(),
  ticket_id: text('ticket_id'),
  user_id: text('user_id'),
  bound: integer('bound'),
}, (t) => [
  uniqueIndex('union_codes_code').on(t.activity_id, t.code),
  uniqueIndex('union_codes_ticket').on(t.ticket_id).where(sql`ticket_id is not null`),
])

/**
 * Match service questions (POST /match/query): the answer is built when GET /match/stream?sid= reads it, by any
 * instance. `sid` is the client's 8-character session id, unique per user; rows older than an hour are dropped.
 */
export const matchQueries = pgTable('match_queries', {
  user_id: text('user_id').notNull(),
  sid: text('sid').notNull(),
  meeting_id: text('meeting_id').notNull(),
  doc: doc(),
  created: created(),
}, (t) => [primaryKey({ columns: [t.user_id, t.sid] }), index('match_queries_created').on(t.created)])

// ---- reception staff per meeting (SPEC §3 exhibition.reception_staff_role_1 / _2) ----

/** Who may receive guests and check tickets in at one meeting, and as which of the meeting's two staff roles. */
export const receptionStaff = pgTable('reception_staff', {
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  /** 1 or 2: the meeting names them in exhibition.reception_staff_role_1 / _2. */
  role: integer('role').notNull().default(1),
  created: created(),
}, (t) => [primaryKey({ columns: [t.meeting_id, t.user_id] }), index('reception_staff_user').on(t.user_id)])

// ---- short links (SPEC §7 Static: /etc/redirect?hash=) ----

/** An organiser's short link: an 8-character hash standing for one of our routes or an http(s) address. */
export const shortLinks = pgTable('short_links', {
  hash: text('hash').primaryKey(),
  target: text('target').notNull(),
  created_by: text('created_by'),
  created: created(),
})

// ---- the meeting's information pages (SPEC §2: /meeting/doc, /introduction, /branch, /contact) ----

/**
 * Organiser content of a meeting's information pages, one row per item: `kind` 'attachment' (a document: doc.title,
 * url, size in bytes; category_id a meeting_attachment category), 'introduction' (doc.title, content: rich text),
 * 'branch' (a sub-venue: doc.title, place, cover, summary, start/end columns, agenda link) or 'contact'
 * (doc.purpose, name, phone, email, address, map).
 */
export const meetingContents = pgTable('meeting_contents', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  kind: text('kind').notNull(),
  category_id: text('category_id'),
  weight: integer('weight').notNull().default(0),
  start: integer('start'),
  end: integer('end'),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('meeting_contents_kind').on(t.meeting_id, t.kind, t.weight)])

/** Applications to exhibit (POST /meetings/{id}/exhibitor/apply): one per user and meeting; status 0 reviewing, 1 approved, 2 rejected. */
export const exhibitorApplications = pgTable('exhibitor_applications', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  status: integer('status').notNull().default(0),
  doc: doc(),
  created: created(),
  updated: integer('updated').notNull().default(sql`extract(epoch from now())::int`),
}, (t) => [uniqueIndex('exhibitor_applications_user').on(t.meeting_id, t.user_id)])
/**
 * OAuth 2.0 clients: the partner sites this platform signs visitors in to (server/modules/accounts/oauth.routes.ts). `type` is
 * 'confidential' (authenticates at the token endpoint with its secret, kept as a SHA-256 hash) or 'public' (PKCE only);
 * `redirect_uris` are matched exactly; `doc` holds the name by language, logo and website.
 */
export const oauthClients = pgTable('oauth_clients', {
  client_id: text('client_id').primaryKey(),
  type: text('type').notNull(),
  secret_hash: text('secret_hash'),
  redirect_uris: jsonb('redirect_uris').$type<string[]>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  doc: doc(),
  deleted: deleted(),
  created: created(),
})

/** Authorization codes (hashed): single-use, short-lived, bound to client, redirect URI, scope and PKCE challenge. */
export const oauthCodes = pgTable('oauth_codes', {
  code_hash: text('code_hash').primaryKey(),
  client_id: text('client_id').notNull(),
  user_id: text('user_id').notNull(),
  redirect_uri: text('redirect_uri').notNull(),
  scope: text('scope').notNull(),
  code_challenge: text('code_challenge').notNull(),
  expires: integer('expires').notNull(),
  used: integer('used').notNull().default(0),
  created: created(),
})

/** Access tokens (hashed) issued to partners; revoked with the code they came from when that code is replayed. */
export const oauthTokens = pgTable('oauth_tokens', {
  token_hash: text('token_hash').primaryKey(),
  client_id: text('client_id').notNull(),
  user_id: text('user_id').notNull(),
  scope: text('scope').notNull(),
  code_hash: text('code_hash').notNull(),
  expires: integer('expires').notNull(),
  revoked: integer('revoked').notNull().default(0),
  created: created(),
}, (t) => [index('oauth_tokens_code').on(t.code_hash)])
// ---- WeChat server APIs and the web-view sign-in (issue 12) ----

/**
 * WeChat's access_token and tickets (jsapi, wx_card) per app, shared by every instance (providers/wechat/tokens.ts). One
 * instance refreshes at a time: it claims the row by a conditional UPDATE of `refresh_until` (a lease); the others
 * keep using the still-valid value or wait for the new one.
 */
export const wechatTokens = pgTable('wechat_tokens', {
  app_id: text('app_id').notNull(),
  /** 'access_token' | 'jsapi_ticket' | 'wx_card_ticket' */
  kind: text('kind').notNull(),
  value: text('value'),
  /** Seconds; WeChat's expires_in added to the time it was fetched. */
  expires_at: integer('expires_at').notNull().default(0),
  /** The refreshing instance's lease (seconds); past it another may refresh. */
  refresh_until: integer('refresh_until').notNull().default(0),
  refresh_owner: text('refresh_owner'),
  /** How many times WeChat was asked (for support and the tests' "one call"). */
  fetches: integer('fetches').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.app_id, t.kind] })])

/**
 * A WeChat login code already exchanged (code-to-session / web OAuth), kept 5 minutes: a real code is single-use, so
 * the 4260 "bind a phone first" retry with the same code reads the identity here instead of spending the code twice.
 */
export const wechatCodeExchanges = pgTable('wechat_code_exchanges', {
  /** SHA-256 of app id and code. */
  code_hash: text('code_hash').primaryKey(),
  app_id: text('app_id').notNull(),
  openid: text('openid').notNull(),
  unionid: text('unionid'),
  subject: text('subject').notNull(),
  /** The website sign-in's WeChat nickname, for the account the binding makes. */
  nickname: text('nickname'),
  expires_at: integer('expires_at').notNull(),
}, (t) => [index('wechat_code_exchanges_expires').on(t.expires_at)])

/**
 * The desktop WeChat website sign-in's `state` (POST /wechat/web/authorize): stored as a SHA-256 only, good for
 * WECHAT_WEB_STATE_SECONDS, spent by the first code brought back with it (`code_hash`; the phone-binding retry
 * brings the same code), done once a token is issued.
 */
export const wechatWebStates = pgTable('wechat_web_states', {
  state_hash: text('state_hash').primaryKey(),
  /** Our own route to continue to after the sign-in (src/core/links isSafeRedirect). */
  redirect: text('redirect').notNull(),
  code_hash: text('code_hash'),
  done_at: integer('done_at'),
  expires_at: integer('expires_at').notNull(),
  created: created(),
}, (t) => [index('wechat_web_states_expires').on(t.expires_at)])

/**
 * One-time sign-in tickets: the mini-program's bridge page signs in natively and hands the web-view a ticket (never
 * a token) in its address; H5 exchanges it once, within 60 s, for its own session. Only a SHA-256 is stored.
 */
export const signinTickets = pgTable('signin_tickets', {
  ticket_hash: text('ticket_hash').primaryKey(),
  user_id: text('user_id').notNull(),
  expires_at: integer('expires_at').notNull(),
  used_at: integer('used_at'),
  created: created(),
}, (t) => [index('signin_tickets_expires').on(t.expires_at)])
// ---- the meeting's discussion board (/meeting/thread/list) ----

/** A thread of the meeting's board: `doc.content` is the poster's plain text (≤ 500), likes live in `likes` (target_type 'thread'). */
export const threads = pgTable('threads', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  doc: doc(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('threads_meeting').on(t.meeting_id, t.created)])

export const threadReplies = pgTable('thread_replies', {
  _id: id(),
  thread_id: text('thread_id').notNull(),
  user_id: text('user_id').notNull(),
  content: text('content').notNull(),
  deleted: deleted(),
  created: created(),
}, (t) => [index('thread_replies_thread').on(t.thread_id, t.created)])

/** A report of a thread or a reply to the organiser's moderation: one per person and item. */
export const threadReports = pgTable('thread_reports', {
  _id: id(),
  target_type: text('target_type').notNull(), // 'thread' | 'reply'
  target_id: text('target_id').notNull(),
  thread_id: text('thread_id').notNull(),
  user_id: text('user_id').notNull(),
  reason: text('reason').notNull(),
  created: created(),
}, (t) => [uniqueIndex('thread_reports_once').on(t.target_type, t.target_id, t.user_id)])
// ---- the cultural-festival section (/sichuan-culture) ----

/**
 * What a festival meeting shows beyond the shared content tables (its performances are activities, its lives lives):
 * heritage items (`heritage`, category = a `sc_heritage` category id), technology and exhibition halls (`hall`,
 * category 'technology' | 'exhibition'), venue map points (`point`, x / y on the festival's plan in doc) and
 * rebuilt-heritage projects (`project`). Collected items are likes with target_type 'festival_item'.
 */
export const festivalItems = pgTable('festival_items', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  kind: text('kind').notNull(),
  category: text('category').notNull().default(''),
  weight: integer('weight').notNull().default(0),
  doc: doc(),
  deleted: deleted(),
}, (t) => [index('festival_items_meeting').on(t.meeting_id, t.kind, t.weight)])

/**
 * The rate limits' counters (@fastify/rate-limit's store, http/rateLimitStore.ts), shared by every instance: one row per
 * key (route + client IP) and window, counted with one atomic upsert; rows past their window are deleted.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  /** End of the key's current window: milliseconds since the epoch, on the database's clock. */
  expires_at: bigint('expires_at', { mode: 'number' }).notNull(),
}, (t) => [index('rate_limits_expires').on(t.expires_at)])

/**
 * Personal calendar feeds (GET /calendar/{token}.ics): one live feed token per user, an opaque random id that is the
 * only credential in the feed URL (never the session token). Rotating revokes the row (`revoked` set) and adds a new
 * one; a revoked token answers 410.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  token: text('token').primaryKey(),
  user_id: text('user_id').notNull(),
  revoked: integer('revoked'),
  created: created(),
}, (t) => [uniqueIndex('calendar_feeds_live').on(t.user_id).where(sql`revoked is null`)])

/**
 * What each calendar event (by its feed UID) last looked like when a feed was built: a changed content hash bumps
 * SEQUENCE and LAST-MODIFIED, so calendar apps take the organiser's changes (time, place, cancellation).
 */
export const calendarEventVersions = pgTable('calendar_event_versions', {
  uid: text('uid').primaryKey(),
  hash: text('hash').notNull(),
  sequence: integer('sequence').notNull().default(0),
  modified: integer('modified').notNull(),
})

/**
 * Every check-in of a ticket at a desk (issue 16: offline check-in), online (PUT /tickets/{id}/attends) or synced from a
 * desk's queue (POST /reception/checkins): the ticket keeps the first (status 3, attended); a later one for the same
 * ticket is kept here as a conflict, never dropped. `desk_id` + `client_id` make a re-sent queue answer the same.
 */
export const ticketCheckins = pgTable('ticket_checkins', {
  _id: id(),
  /** Null when the desk queued a code no ticket of the activity has. */
  ticket_id: text('ticket_id'),
  activity_id: text('activity_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  code: text('code').notNull(),
  desk_id: text('desk_id').notNull(),
  /** The desk's own id of the check-in (its queue entry); null for online check-ins. */
  client_id: text('client_id'),
  staff_user_id: text('staff_user_id').notNull(),
  /** When the guest was let in (the desk's clock, seconds); `created`: when the server heard of it. */
  at: integer('at').notNull(),
  created: created(),
  /** checked_in | conflict | not_approved | not_found */
  outcome: text('outcome').notNull(),
}, (t) => [
  uniqueIndex('ticket_checkins_client').on(t.desk_id, t.client_id).where(sql`client_id is not null`),
  index('ticket_checkins_ticket').on(t.ticket_id, t.at),
])

/**
 * The consent log (issue 16, PIPL / GDPR): what a person agreed to (or withdrew) and when, one row per decision, never
 * updated. `kind`: privacy_policy (accepted at /agree before signing in), meeting_authorization (a meeting's organiser
 * may use my profile / contact), demand_contact (my demand shows my contact to friends and commenters), card_sharing
 * (my business card sent with a friend application). `target_id`: the meeting, demand or person it concerns.
 */
export const consents = pgTable('consents', {
  _id: id(),
  user_id: text('user_id').notNull(),
  kind: text('kind').notNull(),
  target_id: text('target_id'),
  /** 1 agreed, 0 withdrawn / declined. */
  granted: integer('granted').notNull().default(1),
  /** What exactly: the policy version, the scopes… */
  detail: jsonb('detail').$type<Json>().notNull().default({}),
  created: created(),
}, (t) => [index('consents_user').on(t.user_id, t.created)])

/**
 * Account deletion requests (issue 16): pending until `due` (the cooling-off period, FU_ACCOUNT_DELETION_DAYS), then the
 * erasure job claims the row (pending → erased, one conditional UPDATE) and erases the account in the same transaction;
 * "keep my account" before then sets cancelled. One pending request per user.
 */
export const accountDeletions = pgTable('account_deletions', {
  _id: id(),
  user_id: text('user_id').notNull(),
  /** pending → erased, or cancelled. */
  status: text('status').notNull().default('pending'),
  due: integer('due').notNull(),
  cancelled: integer('cancelled'),
  erased: integer('erased'),
  created: created(),
}, (t) => [
  uniqueIndex('account_deletions_one_pending').on(t.user_id).where(sql`status = 'pending'`),
  index('account_deletions_due').on(t.due).where(sql`status = 'pending'`),
])

/**
 * Lead capture (issue 16): the people an exhibitor met. One lead per company and person; `sources` lists every way
 * the person reached the company (scan_ticket, scan_card, appointment, question), `source` the first. `consent` is
 * whether the exhibitor may see the person's card: 'granted' (the person shared it, or was already connected),
 * 'contacted' (the person contacted the company: an appointment or a question), 'pending' (asked at the booth, not
 * answered yet), 'declined'. Until it is granted or contacted the API hides phone, e-mail and the full name.
 */
export const leads = pgTable('leads', {
  _id: id(),
  enterprise_id: text('enterprise_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id').notNull(),
  source: text('source').notNull(),
  sources: jsonb('sources').$type<string[]>().notNull().default([]),
  consent: text('consent').notNull(),
  /** When the person answered the share request (or null). */
  answered: integer('answered'),
  rating: integer('rating'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  notes: text('notes').notNull().default(''),
  /** Who scanned the person (the exhibitor or one of its staff); null for appointments and questions. */
  captured_by: text('captured_by'),
  created: created(),
  updated: integer('updated').notNull().default(sql`extract(epoch from now())::int`),
}, (t) => [
  uniqueIndex('leads_person').on(t.enterprise_id, t.user_id),
  index('leads_list').on(t.enterprise_id, t.created, t._id),
  index('leads_user').on(t.user_id, t.consent),
])

/**
 * The exhibitor's booth staff (issue 16): an invitation by phone (`phone`: only that account may accept it) or by
 * its shared `code`; accepting fills `user_id` and makes the status 'active'; the exhibitor may remove anyone ('removed').
 */
export const enterpriseStaff = pgTable('enterprise_staff', {
  _id: id(),
  enterprise_id: text('enterprise_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  code: text('code').notNull(),
  phone: text('phone'),
  user_id: text('user_id'),
  status: text('status').notNull().default('invited'),
  invited_by: text('invited_by').notNull(),
  accepted: integer('accepted'),
  created: created(),
}, (t) => [
  uniqueIndex('enterprise_staff_code').on(t.code),
  uniqueIndex('enterprise_staff_member').on(t.enterprise_id, t.user_id).where(sql`user_id is not null and status = 'active'`),
  index('enterprise_staff_user').on(t.user_id, t.status),
  index('enterprise_staff_phone').on(t.phone, t.status),
])

/**
 * The automatic waitlist of a full activity or a sold-out ticket type (modules/waitlist/waitlist.ts). `seq` is the join order.
 * waiting → held (a freed place is reserved for the person until `hold_until`; a held entry counts in the activity's
 * `ticket_total` and, with a `price_id`, in that type's `sold_total`, like an unpaid order) → registered (the hold
 * became their ticket or order), or expired (hold unclaimed: the place passes on) / left (the person left).
 */
export const waitlistEntries = pgTable('waitlist_entries', {
  _id: id(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  activity_id: text('activity_id').notNull(),
  meeting_id: text('meeting_id').notNull(),
  price_id: text('price_id'),
  user_id: text('user_id').notNull(),
  status: text('status').notNull().default('waiting'),
  held_at: integer('held_at'),
  hold_until: integer('hold_until'),
  closed: integer('closed'),
  /** The WeChat subscribe-message template the person accepted in the mini-program when joining ('' / null: none). */
  wechat_template: text('wechat_template'),
  created: created(),
}, (t) => [
  uniqueIndex('waitlist_once').on(t.activity_id, t.user_id).where(sql`status in ('waiting', 'held')`),
  index('waitlist_queue').on(t.activity_id, t.seq).where(sql`status = 'waiting'`),
  index('waitlist_holds').on(t.hold_until).where(sql`status = 'held'`),
  index('waitlist_user').on(t.user_id, t.created),
])

/**
 * Who may run a meeting, and as what (modules/organizer/roles.ts): owner, admin, content, registration, finance,
 * reception, moderator. A person without an account yet is invited by `phone` or `email` (user_id null) and claims the
 * row on their first organiser call.
 */
export const meetingRoles = pgTable('meeting_roles', {
  _id: id(),
  meeting_id: text('meeting_id').notNull(),
  user_id: text('user_id'),
  phone: text('phone'),
  email: text('email'),
  role: text('role').notNull(),
  granted_by: text('granted_by'),
  created: created(),
}, (t) => [
  uniqueIndex('meeting_roles_user').on(t.meeting_id, t.user_id, t.role).where(sql`user_id is not null`),
  uniqueIndex('meeting_roles_phone').on(t.meeting_id, t.phone, t.role).where(sql`user_id is null and phone is not null`),
  uniqueIndex('meeting_roles_email').on(t.meeting_id, t.email, t.role).where(sql`user_id is null and email is not null`),
  index('meeting_roles_mine').on(t.user_id),
  index('meeting_roles_pending_phone').on(t.phone).where(sql`user_id is null`),
  index('meeting_roles_pending_email').on(t.email).where(sql`user_id is null`),
])

/** Every organiser write (modules/organizer/audit.ts), in the write's transaction: who changed which object, and how. */
export const auditLog = pgTable('audit_log', {
  _id: id(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  meeting_id: text('meeting_id').notNull(),
  actor_id: text('actor_id').notNull(),
  /** create, update, delete, duplicate, publish, unpublish, grant, revoke. */
  action: text('action').notNull(),
  object_type: text('object_type').notNull(),
  object_id: text('object_id').notNull(),
  /** `{ field: { before, after } }` of what the write changed. */
  changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  created: created(),
}, (t) => [
  index('audit_meeting').on(t.meeting_id, t.seq),
  index('audit_object').on(t.meeting_id, t.object_type, t.object_id, t.seq),
])
