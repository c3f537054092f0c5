/**
 * Sensitive content (SPEC §5): a post containing a listed word is refused with its category
 * (spam, ad, politics, terrorism, abuse, porn, flood, contraband, meaningless, harmful). A small list per category;
 * a real deployment plugs a moderation service in here. FU_SENSITIVE_WORDS (JSON of the same shape) adds words.
 */
import { SENSITIVE_CATEGORIES, type SensitiveCategory } from '../../../types/errors'
import { ApiError, ErrorCode } from '../../http/errors'

export const SENSITIVE_WORDS: Record<SensitiveCategory, string[]> = {
  spam: ['click here to win', '点击领奖'],
  ad: ['buy now cheap', '加微信代购'],
  politics: ['overthrow the government', '推翻政府'],
  terrorism: ['make a bomb', '制造炸弹'],
  abuse: ['idiot', '傻逼'],
  porn: ['porn', '色情'],
  flood: ['aaaaaaaaaaaaaaaaaaaa', '哈哈哈哈哈哈哈哈哈哈哈哈'],
  contraband: ['buy drugs', '出售毒品'],
  meaningless: ['asdfghjkl', 'qwertyuiop'],
  harmful: ['self-harm', '自残'],
}

function extraWords(): Partial<Record<SensitiveCategory, string[]>> {
  try { return JSON.parse(process.env.FU_SENSITIVE_WORDS || '{}') } catch { return {} }
}
const EXTRA = extraWords()

export function sensitiveCategory(value: string): SensitiveCategory | undefined {
  const text = value.toLowerCase().normalize('NFKC')
  for (const category of SENSITIVE_CATEGORIES) {
    const words = [...SENSITIVE_WORDS[category], ...(EXTRA[category] ?? [])]
    if (words.some((w) => text.includes(w.toLowerCase()))) return category
  }
  return undefined
}

/** Throws 400 / 4300 with `data: { category, field }` when one of the fields holds sensitive content. */
export function rejectSensitive(fields: Record<string, string | undefined | null>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue
    const category = sensitiveCategory(value)
    if (category) throw new ApiError(400, ErrorCode.SensitiveContent, `sensitive content (${category}) in ${field}`, { category, field })
  }
}
