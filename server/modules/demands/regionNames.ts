/**
 * A place typed as free text (a demand's area) read as a known region, so it shows in the UI's language (issue 25:
 * "地区：Shanghai" in the zh UI): its English or Chinese name, with or without the 省 / 市 / 自治区 suffix, matched
 * case-insensitively; Japanese and Korean from the table for mainland provinces, from ICU (Intl.DisplayNames) by the
 * ISO code for the others. Anything else (a city, a street) stays as the person typed it.
 */
import { REGIONS, type Region } from '../../data/regions'

type Names = { zh: string; en: string; ja: string; ko: string }

const bare = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '')

const byName = new Map<string, Region>()
for (const region of REGIONS) for (const name of [region.en, region.zh]) byName.set(bare(name), region)

function icuName(code: string, language: 'ja' | 'ko'): string | undefined {
  try { return new Intl.DisplayNames([language], { type: 'region' }).of(code) } catch { return undefined }
}

const known = new Map<string, Names>()

/** The region's names in the four languages, or null when the text names no known region. */
export function regionNames(text: string | undefined | null): Names | null {
  if (!text || text.length > 80) return null
  const region = byName.get(bare(text))
  if (!region) return null
  let names = known.get(region.code)
  if (!names) {
    const iso = /^[A-Z]{2}$/.test(region.code)
    names = {
      zh: region.zh, en: region.en,
      ja: region.ja ?? (iso ? icuName(region.code, 'ja') : undefined) ?? region.en,
      ko: region.ko ?? (iso ? icuName(region.code, 'ko') : undefined) ?? region.en,
    }
    known.set(region.code, names)
  }
  return names
}
