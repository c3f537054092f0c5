/**
 * Entity types of SPEC §3: the contract between the client (src/) and the reference server (server/).
 * Timestamps are unix seconds unless a field says otherwise (13-digit values are milliseconds: src/core/time.ts).
 * Prices are integers in cents. Text that an organiser writes may be keyed by language code (LocalizedText).
 */

export type LanguageCode = 'zh' | 'en' | 'ja' | 'ko'
export const DEFAULT_LANGUAGES: LanguageCode[] = ['zh', 'en', 'ja', 'ko']

/** A 24-hex ObjectId string. Older payloads wrap it as { $id }. */
export type ObjectId = string
export type IdField = ObjectId | { $id: ObjectId }

/** Plain text, or text keyed by language code. */
export type LocalizedText = string | Partial<Record<LanguageCode, string>>

export type Timestamp = number

/** 0 = no, 1 = yes: the spec's flags are numbers. */
export type Flag = 0 | 1

export interface MeetingConfig {
  theme_color?: string
  follow_theme_color?: Flag
  main_button_color?: string
  main_button_theme?: string
  border_radius?: 'round' | string
  /** Enabled UI languages: { zh: 1, en: 1, ja: 0, ko: 1 } */
  language?: Partial<Record<LanguageCode, Flag>>
  icp?: string
  block_mobile_layout?: 'grid9' | string
  /** 1: the mobile meeting home shows the navigation (/navigation/categories) as a bottom tab bar, as custom navigation pages (`tabbar=1`) do. */
  tabbar?: Flag
  wx_share_title?: LocalizedText
  wx_share_desc?: LocalizedText
  wx_share_cover?: string
}

interface MeetingExhibition {
  powerby?: { hidden?: Flag; link?: string }
  mail_logo?: string
  enable_copilot?: Flag
  reception_staff_role_1?: LocalizedText
  reception_staff_role_2?: LocalizedText
  exhibit_txt?: LocalizedText
  exhibition_txt?: LocalizedText
  exhibitor_txt?: LocalizedText
  show_exhibitor?: Flag
  invitation_cover?: string
  copilot_name?: LocalizedText
  copilot_prologue_title?: LocalizedText
  copilot_prologue_description?: LocalizedText
  copilot_prologue_questions?: LocalizedText[]
}

export interface Meeting {
  _id: ObjectId
  title: LocalizedText
  start: Timestamp
  end: Timestamp
  /** IANA zone the organiser runs the meeting in, e.g. Asia/Shanghai. */
  timezone?: string
  cover?: string
  place?: LocalizedText
  limits?: { type: number; activities?: ObjectId[] }
  allow_guest_view?: Flag
  config?: MeetingConfig
  exhibition?: MeetingExhibition
  domain?: string
  old?: Flag
  block_draft_version?: number
  block_release_version?: number
  activity_provider_id?: ObjectId
  appointments?: Flag
  wechat_authorize?: { authorizer_appid?: string }
  deleted?: Flag
}

export interface Activity {
  _id: ObjectId
  meeting_id: ObjectId
  title: LocalizedText
  description?: LocalizedText
  place?: LocalizedText
  start: Timestamp
  end: Timestamp
  covers: string[]
  /** Approved tickets so far. */
  ticket_total: number
  /** Capacity; 0 means unlimited. */
  max: number
  /** A paid registration may be refunded until this many hours before `start` (src/core/refund.ts; 24 by default). */
  refund_hours_before?: number
  /** Registration closes; 0 means no deadline. */
  deadline: Timestamp
  registration_start?: Timestamp
  offline?: Flag
  enable_resubmit_answer?: Flag
  enable_deadline_answer?: Flag
  enable_show?: Flag
  enable_registration_entrance?: Flag
  is_review?: Flag
  privacy?: Flag
  /** Form whose questions the registration asks (GET /forms/{id}/questions). */
  form_id?: ObjectId
  /** 1 = older agent page, 2 = v2 ticket page. */
  agent_checkout_version?: 1 | 2
  /** Lowest ticket price in cents; 0 for free activities. */
  price?: number
  prices?: TicketPrice[]
  enable_invoice?: Flag
  deleted?: Flag
}

/** A channel through which people register (a link with ?source_id=). */
export interface ActivitySource {
  _id: ObjectId
  source_id: ObjectId
  activity_id: ObjectId
  title?: LocalizedText
  max: number
  signup_total: number
  default?: Flag
}

/** A ticket type of a paid or limited activity. */
export interface TicketPrice {
  _id: ObjectId
  title: LocalizedText
  /** Cents. */
  amount: number
  /** Stock: total 0 means unlimited. */
  total: number
  sold_total: number
  /** Per-order maximum. */
  limit?: number
  deleted?: Flag
}

/** 0 applied, 1 approved, 2 rejected, 3 approved and checked in. */
export type TicketStatus = 0 | 1 | 2 | 3

export interface Ticket {
  _id: ObjectId
  status: TicketStatus
  input_by_admin?: Flag
  activity_id: ObjectId
  meeting_id?: ObjectId
  user_id: ObjectId
  phone?: string
  area_code?: string
  email?: string
  name?: string
  agent_id?: ObjectId
  price_id?: ObjectId
  checkout_id?: ObjectId
  source_id?: ObjectId
  form?: Record<string, unknown>
  number: number
  /** Sequential code shown on the ticket and in its QR code. */
  code?: string
  /** When staff checked it in (status 3); null before, or for check-ins older than this field. */
  attended?: Timestamp | null
  created?: Timestamp
  /** On a registration's answer: tickets made for activities linked to the chosen form options (SPEC §5). */
  linked_tickets?: LinkedTicket[]
  /**
   * For the holder (or the group's agent) of an approved ticket: the keys of its rotating QR code (src/core/ticketQr.ts),
   * today's and tomorrow's (UTC day numbers), the code's window in seconds and the server's clock (ms) when they were made.
   */
  pass?: { window: number; server_time: number; keys: { day: number; key: string }[] }
}

/** A ticket made through a form option linked to another activity. */
interface LinkedTicket { _id: ObjectId; activity_id: ObjectId; status: TicketStatus; code: string }

export interface UserWork { title?: string; company?: string }

export interface User {
  _id: IdField
  phone?: string
  area_code?: string
  contact?: { email?: string }
  /** null or missing while the person has not named themselves (issue 25: no made-up name). */
  username?: string | null
  avatar?: string
  work?: UserWork
  industries?: ObjectId[]
  industry_category_id?: ObjectId
  work_id?: ObjectId
  contact_wechat?: string
  contact_email?: string
  language?: LanguageCode
  new_friend_application_total?: number
  wechat_credentials?: { app_id: string; open_id: string }[]
  exhibitor?: Exhibitor | null
  /** Special-identity users cannot exchange business cards (SPEC §6). */
  special_identity?: Flag
  /** One's own account only, while its deletion is pending (issue 16): when it will be erased (seconds). */
  account_deletion_due?: number
}

export interface Session { token: string; user_id: ObjectId; device_id: string; client_id: string }

export interface TokenResponse { token: string; user_id: ObjectId }

interface Showable { enable_show?: Flag }

export interface Live extends Showable {
  _id: ObjectId
  meeting_id: ObjectId
  title: LocalizedText
  start: Timestamp
  end: Timestamp
  cover?: string
  activities?: ObjectId[]
  /** 1 while the organiser has paused the stream. */
  paused?: Flag
  replay_url?: string
  hls_url?: string
  privacy?: Flag
  /** Cents; 0 = free. */
  price?: number
}

/** The kinds of session an agenda names (Agenda.type). */
export const AGENDA_TYPES = ['keynote', 'talk', 'panel', 'workshop', 'networking', 'ceremony'] as const
export type AgendaType = (typeof AGENDA_TYPES)[number]

export interface Agenda extends Showable {
  _id: ObjectId
  meeting_id: ObjectId
  title: LocalizedText
  start: Timestamp
  end: Timestamp
  cover?: string
  /** The room (or stage) it takes place in: the agenda's room filter and the desktop grid's columns. */
  place?: LocalizedText
  /** The programme's strand it belongs to (e.g. "AI", "New energy"): the agenda's track filter. */
  track?: LocalizedText
  /** What kind of session it is; the client names each kind in the UI's language. */
  type?: AgendaType
  /** The languages it is held in (codes, e.g. ['zh', 'en'] for a bilingual session). */
  languages?: string[]
  /** Organiser HTML: always rendered through the sanitiser. */
  description?: LocalizedText
  speakers?: ObjectId[]
  /** Expanded with `with_lives=1` (only lives with enable_show = 1). */
  lives?: Live[]
  /** The linked lives' ids, always present on the reference server. */
  live_ids?: ObjectId[]
  activities?: Activity[]
}

export interface News {
  _id: ObjectId
  meeting: ObjectId
  title: LocalizedText
  cover?: string
  summary?: LocalizedText
  /** Organiser HTML: always rendered through the sanitiser. */
  content?: LocalizedText
  created?: Timestamp
  deleted?: Flag
}

export interface Vote {
  _id: ObjectId
  meeting_id?: ObjectId
  title: LocalizedText
  cover?: string
  /** Opening time; none = open from the start. */
  start?: Timestamp
  end?: Timestamp
  /** The organiser's rules (HTML, sanitised when shown). */
  rules?: LocalizedText
  /** Votes per person over the whole vote; 0 = unlimited. */
  per_person_limit?: number
  /** Votes per person per day; 0 = unlimited. */
  per_day_limit?: number
}

export interface VotePlayer {
  _id: ObjectId; vote_id: ObjectId; name: LocalizedText; img?: string; count: number
  /** The candidate's number on the ballot, e.g. "003". */
  number?: string
  /** More photos for the candidate's page. */
  photos?: string[]
  /** HTML (sanitised when shown). */
  description?: LocalizedText
}

export interface Demand {
  _id: ObjectId
  meeting_id: ObjectId
  title: string
  description: string
  images: string[]
  industry?: ObjectId
  category?: ObjectId
  area?: string
  /** The area's names in the four languages when it names a known region (server modules/demands/regionNames.ts); else absent. */
  area_names?: LocalizedText
  /** 1 = contact details shown to those allowed by SPEC §6. */
  show_contact?: Flag
  status: 'open' | 'closed'
  /** The poster as others see them (server personDoc): username null while unnamed. */
  user: { _id?: ObjectId; username?: string | null; avatar?: string; work?: UserWork }
  created?: Timestamp
}

export interface Company { title: LocalizedText; logo?: string }

export interface Exhibitor {
  _id: ObjectId
  company: Company
  booth?: string
  user_id?: ObjectId
  /** On a user's own exhibitor (GET /users?with_exhibitor=1): the bound company and its meeting. */
  enterprise_id?: ObjectId
  meeting_id?: ObjectId
}

export interface Enterprise {
  _id: ObjectId
  meeting_id: ObjectId
  meeting?: ObjectId[]
  position?: string
  exhibitor: { company: Company; booth?: string }
  weight: number
  created: Timestamp
  deleted: Flag
  recommend: Flag
  status: Flag
  category_id?: ObjectId
  /** The company page's banner image. */
  cover?: string
  /** One plain line about the company (lists). */
  description?: LocalizedText
  /** The company page's introduction: organiser HTML, sanitised when shown. */
  introduction?: LocalizedText
  attachments?: EnterpriseAttachment[]
  /** The company's business contact, set by its exhibitor. */
  contact?: { name?: string; phone?: string; email?: string }
  like_total?: number
  /** 1 when the signed-in caller likes it. */
  liked?: Flag
  /** Praises ("awesomes", POST/DELETE /enterprise/awesomes) and whether the signed-in caller gave one. */
  awesome_total?: number
  awesomed?: Flag
}

/** A document an exhibitor offers (brochure, price list); opening it posts /enterprises/{id}/attachments/views. */
export interface EnterpriseAttachment { _id: ObjectId; title: LocalizedText; url: string }

export interface Product {
  _id: ObjectId
  title: LocalizedText
  images: string[]
  enterprise: { _id?: ObjectId; exhibitor: { company: { title: LocalizedText; logo?: string } } }[]
  weight?: number
  meeting_id?: ObjectId
  enterprise_id?: ObjectId
  description?: LocalizedText
  /** 1 when its exhibitor hid it from visitors (only the exhibitor's own list has such products). */
  hidden?: Flag
  like_total?: number
  /** 1 when the signed-in caller likes it. */
  liked?: Flag
}

export interface Speaker {
  _id: ObjectId
  name: LocalizedText
  work_title?: LocalizedText
  photo?: string
  weight?: number
  company?: LocalizedText
  /** Organiser HTML (the bio): always rendered through the sanitiser. */
  description?: LocalizedText
  /** Its speaker category (GET /speaker/categories). */
  category_id?: ObjectId
  deleted?: Flag
}

type OrderStatus = 'done' | 'pending' | 'closed' | string

export type RefundStatus = 'requested' | 'processing' | 'refunded' | 'failed'

export interface Order {
  _id: ObjectId
  status: OrderStatus
  refund?: Flag
  number: string
  created: Timestamp
  paid?: Timestamp
  pay_channel?: 'sandbox' | 'wechat' | string
  meeting_id: ObjectId
  activity_id?: ObjectId
  /** Cents before discount. */
  amount: number
  /** Cents actually charged. */
  pay_amount: number
  refund_amount?: number
  /** A refund's progress: asked, with the channel (paid back later), paid back, or refused by the channel (ask again). */
  refund_status?: RefundStatus | null
  coupon_code?: string
  ticket_ids?: ObjectId[]
  /** A pending order is closed if still unpaid at this time (unix seconds); pay before it. */
  expires_at?: Timestamp
  /** Why a closed order closed: cancelled by its owner, or expired unpaid. */
  close_reason?: 'cancelled' | 'expired'
  /** When it closed (unix seconds). */
  closed?: Timestamp
}

type DiscountType = 1 | 2 | 3

export interface Discount {
  type: DiscountType
  /** Type 1: percent of the price that is paid (80 = 20 % off). */
  discount_rate?: number
  /** Type 2: cents off. */
  discount_amount?: number
  /** Type 3: cents the order must reach. */
  promotion_threshold?: number
  /** Type 3: cents off once the threshold is reached. */
  promotion_amount?: number
}

export interface Coupon extends Discount { _id: ObjectId; code: string; meeting_id: ObjectId; activity_id?: ObjectId }

export type InvoiceType = 'regular' | 'special'
export type InvoiceFetchWay = 'electronic' | 'express' | 'venue'
type InvoiceStatus = 'processing' | 'completed' | 'rejected'

export interface InvoiceRequest {
  type: InvoiceType
  title: string
  taxNumber: string
  address?: string
  /** The applicant's mainland mobile number. */
  phone: string
  /** Special VAT invoices: the company's registered phone (may be a landline). */
  companyPhone?: string
  bank?: string
  bankAccount?: string
  email: string
  fetch_way: InvoiceFetchWay
  mailing_address?: string
}

export interface Invoice extends InvoiceRequest {
  _id: ObjectId
  checkout_id: ObjectId
  amount: number
  status: InvoiceStatus
  reject_reason?: string
}

export type FormQuestionType = 'text' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'name' | 'phone' | 'email' | 'job' | 'id_number' | 'ticket' | 'coupon'

export interface FormOption {
  _id: ObjectId
  title: LocalizedText
  /** Selecting this option also registers for that activity. */
  auto_logon_activity_id?: ObjectId
  other?: Flag
}

/** A question shows only when every condition holds. */
export interface FormCondition {
  question_id?: ObjectId
  /** Shown when any of these options is selected in question_id. */
  options?: ObjectId[]
  /** Shown when the chosen ticket type is one of these. */
  price_ids?: ObjectId[]
}

export interface FormQuestion {
  _id: ObjectId
  type: FormQuestionType
  title: LocalizedText
  required?: Flag
  options?: FormOption[]
  conditions?: FormCondition[]
  weight?: number
}

export interface FormAnswer { question_id: ObjectId; value?: string; options?: ObjectId[]; other?: string }

export type AppointmentStatus = 0 | 1 | 2 | 3 | 4
export interface Appointment {
  _id: ObjectId
  meeting_id: ObjectId
  enterprise_id?: ObjectId
  user_id: ObjectId
  seller_user_id: ObjectId
  date: string
  start: Timestamp
  end: Timestamp
  timezone?: string
  type: 'online' | 'offline'
  reason: string
  booth?: string
  /** An online meeting's link to join it, given by the exhibitor on accepting (an online meeting has no booth). */
  link?: string
  /** 1: a time the visitor proposed (the exhibitor publishes no slots), not one of the exhibitor's slots. */
  proposed?: 1
  /** 0 applying, 1 accepted, 2 ignored, 3 cancelled/retracted, 4 deleted. */
  status: AppointmentStatus
}

export interface Category {
  _id: ObjectId
  meeting_id: ObjectId
  type: string
  title: LocalizedText
  display?: Flag
  weight: number
  link?: string
  mobile_link?: string
  cover?: string
  default?: Flag
  open_link_in_frame?: Flag
  mobile_open_link_in_frame?: Flag
  raw?: Flag
}

/** for_you: the visitor's next item, what is live now and the day's programme (components/homeBlocks/forYou). */
type BlockType = 'banner' | 'navigation' | 'for_you' | 'news' | 'lives' | 'agendas' | 'activities' | 'exhibitors' | 'speakers' | 'rich_text'

export interface MeetingBlock {
  _id: ObjectId
  meeting_id: ObjectId
  type: BlockType
  title?: LocalizedText
  weight: number
  /** Banner covers, each counted when shown. */
  covers?: { _id: ObjectId; img: string; link?: string; show_total?: number }[]
  content?: LocalizedText
  limit?: number
}

export interface ReceptionGuest {
  _id: ObjectId
  meeting_id: ObjectId
  name: string
  avatar?: string
  title?: string
  description?: string
  phone?: string
  email?: string
  query_code?: string
}

export interface ReceptionPhase { _id: ObjectId; meeting_id: ObjectId; title: LocalizedText; weight: number }

/** 0 not received, 1 received. */
export type ReceptionStatus = 0 | 1

export interface FriendApplication {
  _id: ObjectId
  user_id: ObjectId
  friend_id: ObjectId
  reason?: string
  status: 'submitted' | 'cancelled' | 'ignored' | 'accepted'
}

export interface Question {
  _id: ObjectId
  enterprise_id: ObjectId
  user_id: ObjectId
  content: string
  answer?: string | null
  public: Flag
  /** Asked at (unix seconds). */
  created?: number
  /** Answered at (unix seconds); missing while unanswered. */
  answered?: number | null
  /** The asker as the exhibitor sees them. */
  user?: { _id: ObjectId; username: string | null; avatar: string; work?: UserWork }
}

