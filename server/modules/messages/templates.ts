/**
 * What the server says by SMS and e-mail, in the recipient's language (zh / en / ja / ko; English otherwise). Each
 * kind renders a subject, a text body (the SMS and the e-mail's text part) and an HTML body in one layout, with every
 * value escaped for HTML (titles and names come from organisers and users). SMS providers that send registered
 * templates only (Tencent Cloud SMS) get the kind and its parameters instead of the text.
 */
import escapeHtml from 'escape-html'

export type Language = 'zh' | 'en' | 'ja' | 'ko'
export type MessageKind = 'code' | 'liveReminder' | 'liveMinutes' | 'activityReminder' | 'waitlistHold' | 'meetingRole'

export interface MessageValues {
  code: { code: string; minutes: number }
  liveReminder: { title: string; minutes: number; link: string }
  /** `summary`: the minutes' summary (plain text, escaped in the HTML like every value); empty when there are none. */
  liveMinutes: { title: string; summary?: string; link: string }
  activityReminder: { title: string; minutes: number; link: string }
  /** A waitlist hold: the activity, the hold's end as `HH:mm` in the meeting's time zone, its length in minutes. */
  waitlistHold: { title: string; until: string; minutes: number; link: string }
  /** An organiser role granted in a meeting (modules/organizer/roles.ts): the meeting's title and the role's key. */
  meetingRole: { title: string; role: MeetingRoleName; link: string }
}

export type MeetingRoleName = 'owner' | 'admin' | 'content' | 'registration' | 'finance' | 'reception' | 'moderator'

const ROLE_NAMES: Record<Language, Record<MeetingRoleName, string>> = {
  zh: { owner: '所有者', admin: '管理员', content: '内容编辑', registration: '报名管理员', finance: '财务', reception: '接待', moderator: '审核员' },
  en: { owner: 'owner', admin: 'administrator', content: 'content editor', registration: 'registration manager', finance: 'finance', reception: 'reception', moderator: 'moderator' },
  ja: { owner: 'オーナー', admin: '管理者', content: 'コンテンツ編集者', registration: '申込管理者', finance: '経理', reception: '受付', moderator: 'モデレーター' },
  ko: { owner: '소유자', admin: '관리자', content: '콘텐츠 편집자', registration: '등록 관리자', finance: '재무', reception: '접수', moderator: '모더레이터' },
}

export interface RenderedMessage {
  kind: MessageKind
  subject: string
  text: string
  html: string
  /** The SMS template's parameters, in the template's order. */
  params: string[]
}

type Texts<K extends MessageKind> = Record<Language, { subject: string; lines: (v: MessageValues[K]) => string[]; action?: string }>

const CODE: Texts<'code'> = {
  zh: { subject: '验证码', lines: v => [`您的验证码是 ${v.code}，${v.minutes} 分钟内有效。`, '如非本人操作，请忽略本邮件。'] },
  en: { subject: 'Your verification code', lines: v => [`Your verification code is ${v.code}. It is valid for ${v.minutes} minutes.`, 'If you did not ask for it, you can ignore this message.'] },
  ja: { subject: '認証コード', lines: v => [`認証コードは ${v.code} です。${v.minutes} 分間有効です。`, 'お心当たりのない場合は、このメッセージを無視してください。'] },
  ko: { subject: '인증 코드', lines: v => [`인증 코드는 ${v.code} 입니다. ${v.minutes}분간 유효합니다.`, '요청하지 않으셨다면 이 메시지를 무시하세요.'] },
}

const LIVE_REMINDER: Texts<'liveReminder'> = {
  zh: { subject: '直播即将开始', lines: v => [`您预约的直播「${v.title}」将在 ${v.minutes} 分钟后开始。`], action: '进入直播' },
  en: { subject: 'Your live starts soon', lines: v => [`"${v.title}" starts in ${v.minutes} minutes.`], action: 'Watch the live' },
  ja: { subject: 'まもなくライブ開始', lines: v => [`ご予約のライブ「${v.title}」は ${v.minutes} 分後に始まります。`], action: 'ライブを見る' },
  ko: { subject: '곧 라이브가 시작됩니다', lines: v => [`예약하신 라이브 "${v.title}"이(가) ${v.minutes}분 후 시작됩니다.`], action: '라이브 보기' },
}

const LIVE_MINUTES: Texts<'liveMinutes'> = {
  zh: { subject: '直播会议纪要', lines: v => [`直播「${v.title}」的会议纪要已生成。`, ...(v.summary ? [`摘要：${v.summary}`] : [])], action: '查看纪要' },
  en: { subject: 'Minutes of the live', lines: v => [`The minutes of "${v.title}" are ready.`, ...(v.summary ? [`Summary: ${v.summary}`] : [])], action: 'Read the minutes' },
  ja: { subject: 'ライブの議事録', lines: v => [`ライブ「${v.title}」の議事録ができました。`, ...(v.summary ? [`要約：${v.summary}`] : [])], action: '議事録を見る' },
  ko: { subject: '라이브 회의록', lines: v => [`라이브 "${v.title}"의 회의록이 준비되었습니다.`, ...(v.summary ? [`요약: ${v.summary}`] : [])], action: '회의록 보기' },
}

const ACTIVITY_REMINDER: Texts<'activityReminder'> = {
  zh: { subject: '活动即将开始', lines: v => [`您设置了提醒的活动「${v.title}」将在 ${v.minutes} 分钟后开始。`], action: '查看活动' },
  en: { subject: 'Your activity starts soon', lines: v => [`"${v.title}" starts in ${v.minutes} minutes.`], action: 'See the activity' },
  ja: { subject: 'まもなくイベント開始', lines: v => [`リマインダーを設定したイベント「${v.title}」は ${v.minutes} 分後に始まります。`], action: 'イベントを見る' },
  ko: { subject: '곧 행사가 시작됩니다', lines: v => [`알림을 설정한 행사 "${v.title}"이(가) ${v.minutes}분 후 시작됩니다.`], action: '행사 보기' },
}

const WAITLIST_HOLD: Texts<'waitlistHold'> = {
  zh: { subject: '候补名额已为您保留', lines: v => [`「${v.title}」有名额空出，已为您保留至 ${v.until}（${v.minutes} 分钟）。`, '请在此之前完成报名，逾期名额将顺延给下一位候补者。'], action: '立即报名' },
  en: { subject: 'A place is held for you', lines: v => [`A place at "${v.title}" has opened up and is held for you until ${v.until} (${v.minutes} minutes).`, 'Register before then; after that it passes to the next person waiting.'], action: 'Register now' },
  ja: { subject: 'キャンセル待ちの席を確保しました', lines: v => [`「${v.title}」に空きが出たため、${v.until} まで（${v.minutes} 分間）あなたの席を確保しています。`, 'それまでに申し込みを完了してください。過ぎると次の方に回ります。'], action: '今すぐ申し込む' },
  ko: { subject: '대기 자리가 확보되었습니다', lines: v => [`"${v.title}"에 자리가 나서 ${v.until}까지(${v.minutes}분) 회원님을 위해 확보해 두었습니다.`, '그 전에 신청을 완료하세요. 지나면 다음 대기자에게 넘어갑니다.'], action: '지금 신청하기' },
}

const MEETING_ROLE: Texts<'meetingRole'> = {
  zh: { subject: '您已被邀请协助举办会议', lines: v => [`您已被添加为「${v.title}」的${ROLE_NAMES.zh[v.role]}。`, '使用本手机号或邮箱登录后即可进入组织者后台。'], action: '进入组织者后台' },
  en: { subject: 'You are invited to help run an event', lines: v => [`You have been added to "${v.title}" as ${ROLE_NAMES.en[v.role]}.`, 'Sign in with this phone number or e-mail address to open the organiser console.'], action: 'Open the organiser console' },
  ja: { subject: 'イベント運営に招待されました', lines: v => [`「${v.title}」の${ROLE_NAMES.ja[v.role]}として追加されました。`, 'この電話番号またはメールアドレスでログインすると、主催者コンソールを開けます。'], action: '主催者コンソールを開く' },
  ko: { subject: '행사 운영에 초대되었습니다', lines: v => [`"${v.title}"의 ${ROLE_NAMES.ko[v.role]}(으)로 추가되었습니다.`, '이 전화번호 또는 이메일로 로그인하면 주최자 콘솔을 열 수 있습니다.'], action: '주최자 콘솔 열기' },
}

const TEXTS: { [K in MessageKind]: Texts<K> } = { code: CODE, liveReminder: LIVE_REMINDER, liveMinutes: LIVE_MINUTES, activityReminder: ACTIVITY_REMINDER, waitlistHold: WAITLIST_HOLD, meetingRole: MEETING_ROLE }

/** The template parameters each kind sends to an SMS provider, in order. */
const SMS_PARAMS: { [K in MessageKind]: (v: MessageValues[K]) => string[] } = {
  code: v => [v.code, String(v.minutes)],
  liveReminder: v => [v.title, String(v.minutes)],
  liveMinutes: v => [v.title],
  activityReminder: v => [v.title, String(v.minutes)],
  waitlistHold: v => [v.title, v.until],
  meetingRole: v => [v.title, ROLE_NAMES.zh[v.role]],
}

export const asLanguage = (value: unknown): Language =>
  value === 'zh' || value === 'en' || value === 'ja' || value === 'ko' ? value : 'en'

function layout(language: Language, subject: string, lines: string[], action?: { label: string; href: string }): string {
  const paragraphs = lines.map(line => `<p style="margin:0 0 12px;font-size:15px;line-height:1.6">${escapeHtml(line)}</p>`).join('')
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.href)}" style="background:#1677ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`
    + `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:sans-serif;color:#1f2329"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">`
    + `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>${paragraphs}${button}</div></body></html>`
}

export function renderMessage<K extends MessageKind>(kind: K, language: Language, values: MessageValues[K]): RenderedMessage {
  const texts = (TEXTS[kind] as Texts<K>)[language]
  const lines = texts.lines(values)
  const link = 'link' in values ? (values as { link: string }).link : undefined
  const text = [...lines, ...(link ? [link] : [])].join('\n')
  const html = layout(language, texts.subject, lines, link && texts.action ? { label: texts.action, href: link } : undefined)
  return { kind, subject: texts.subject, text, html, params: SMS_PARAMS[kind](values) }
}
