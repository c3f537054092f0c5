/**
 * The layer rules of eslint.config.mjs, run through ESLint's Node API (lintText.cjs) on small fixtures: each
 * forbidden import or construct is reported where it is forbidden, and clean code in every layer is not. Among them
 * the page areas kept apart (src/pages/README.md) and components reaching src/api only through their use*.ts hooks.
 */
import { execFileSync } from 'child_process'
import path from 'path'

interface Finding { ruleId: string | null; message: string }
interface Fixture { name: string; file: string; code: string }

const root = path.resolve(__dirname, '../../..')
const RAW_HTML = "import { View } from '@tarojs/components'\nexport const X = ({ html }: { html: string }) => <View dangerouslySetInnerHTML={{ __html: html }} />\n"

/** Forbidden: [what, file it is written in (need not exist), code, the rule that must report it]. */
const forbidden: [string, string, string, string][] = [
  ['core importing react', 'src/core/__fixture__.ts', "import { useState } from 'react'\nexport const x = useState\n", 'no-restricted-imports'],
  ['core importing mobx-react', 'src/core/__fixture__.ts', "import { observer } from 'mobx-react'\nexport const x = observer\n", 'no-restricted-imports'],
  ['core importing Taro', 'src/core/__fixture__.ts', "import Taro from '@tarojs/taro'\nexport const x = Taro\n", 'no-restricted-imports'],
  ['core importing stores', 'src/core/__fixture__.ts', "import { useStores } from '@/stores'\nexport const x = useStores\n", 'no-restricted-imports'],
  ['core importing a type of i18n', 'src/core/__fixture__.ts', "import type { MessageKey } from '@/i18n'\nexport const x: MessageKey | null = null\n", 'no-restricted-imports'],
  ['core importing api by a relative path', 'src/core/states/__fixture__.ts', "import { http } from '../../api/http'\nexport const x = http\n", 'no-restricted-imports'],
  ['api importing stores', 'src/api/__fixture__.ts', "import { useStores } from '@/stores'\nexport const x = useStores\n", 'no-restricted-imports'],
  ['api importing a page', 'src/api/__fixture__.ts', "import page from '@/pages/system/index'\nexport const x = page\n", 'no-restricted-imports'],
  ['platform importing api', 'src/platform/__fixture__.ts', "import { payOrder } from '@/api/activities'\nexport const x = payOrder\n", 'no-restricted-imports'],
  ['platform importing flows', 'src/platform/__fixture__.ts', "import { pay } from '@/flows/payment'\nexport const x = pay\n", 'no-restricted-imports'],
  ['router importing pages', 'src/router/__fixture__.ts', "import page from '@/pages/system/index'\nexport const x = page\n", 'no-restricted-imports'],
  ['router importing components', 'src/router/__fixture__.ts', "import { TabBar } from '@/components/TabBar'\nexport const x = TabBar\n", 'no-restricted-imports'],
  ['a page using Taro.request', 'src/pages/__fixture__/index.ts', "import Taro from '@tarojs/taro'\nexport const x = () => Taro.request({ url: '/x' })\n", 'no-restricted-syntax'],
  ['a component using Taro.request', 'src/components/__fixture__.ts', "import Taro from '@tarojs/taro'\nexport const x = () => Taro.request({ url: '/x' })\n", 'no-restricted-syntax'],
  ['a page importing request from Taro', 'src/pages/__fixture__/index.tsx', "import { request } from '@tarojs/taro'\nexport const x = request\n", 'no-restricted-imports'],
  ['a component importing request from Taro', 'src/components/__fixture__.ts', "import { request as r } from '@tarojs/taro'\nexport const x = r\n", 'no-restricted-imports'],
  ['a page reading process.env.TARO_ENV', 'src/pages/__fixture__/index.tsx', "export const h5 = process.env.TARO_ENV === 'h5'\n", 'no-restricted-syntax'],
  ['a component taking TARO_ENV out of process.env', 'src/components/__fixture__.ts', "const { TARO_ENV } = process.env\nexport const h5 = TARO_ENV === 'h5'\n", 'no-restricted-syntax'],
  ['a component using dangerouslySetInnerHTML', 'src/components/__fixture__.tsx', RAW_HTML, 'no-restricted-syntax'],
  ['a page using dangerouslySetInnerHTML', 'src/pages/__fixture__/index.tsx', RAW_HTML, 'no-restricted-syntax'],
  ['the router using dangerouslySetInnerHTML', 'src/router/__fixture__.tsx', RAW_HTML, 'no-restricted-syntax'],
  ['a page importing another area by the alias', 'src/pages/agent/v2ticket/__fixture__.ts', "import { useActivityForm } from '@/pages/activity/form/useActivityForm'\nexport const x = useActivityForm\n", '@typescript-eslint/no-restricted-imports'],
  ['a page importing a type of another area', 'src/pages/my/email/__fixture__.ts', "import type { ChangeEmailData } from '@/pages/account/email/useChangeEmail'\nexport const x: ChangeEmailData | null = null\n", '@typescript-eslint/no-restricted-imports'],
  ['a page importing another area by a relative path', 'src/pages/meeting/enterprise/__fixture__.tsx', "import { ProductCard } from '../../exhibit/parts/ProductCard'\nexport const x = ProductCard\n", '@typescript-eslint/no-restricted-imports'],
  ['a page at the top of its area importing another area by a relative path', 'src/pages/exhibit/__fixture__.ts', "import { useMeetingHome } from '../meeting/home/useMeetingHome'\nexport const x = useMeetingHome\n", '@typescript-eslint/no-restricted-imports'],
  ['a page climbing to src to reach another area', 'src/pages/demand/pages/meeting/__fixture__.ts', "import { MeetingHero } from '../../../../pages/meeting/home/MeetingHero'\nexport const x = MeetingHero\n", '@typescript-eslint/no-restricted-imports'],
  ['a component calling src/api', 'src/components/__fixture__.tsx', "import { listNews } from '@/api/content'\nexport const load = () => listNews({ meeting: 'm' })\n", '@typescript-eslint/no-restricted-imports'],
  ['a component calling src/api by a relative path', 'src/components/homeBlocks/__fixture__.tsx', "import { listNews } from '../../api/content'\nexport const load = () => listNews({ meeting: 'm' })\n", '@typescript-eslint/no-restricted-imports'],
  ['a component calling the request function', 'src/components/__fixture__.ts', "import { request } from '@/api/http'\nexport const x = request\n", '@typescript-eslint/no-restricted-imports'],
  ['a component hook with JSX (use*.tsx) calling src/api', 'src/components/useFixture.tsx', "import { listNews } from '@/api/content'\nexport const useX = () => listNews\n", '@typescript-eslint/no-restricted-imports'],
  ['the server importing src/api by a relative path', 'server/modules/__fixture__.ts', "import { request } from '../../src/api/http'\nexport const x = request\n", '@typescript-eslint/no-restricted-imports'],
  ['the server importing src/core by a relative path', 'server/modules/orders/__fixture__.ts', "import { applyDiscount } from '../../../src/core/money'\nexport const x = applyDiscount\n", '@typescript-eslint/no-restricted-imports'],
  ['the server importing the client alias', 'server/http/__fixture__.ts', "import type { Session } from '@/stores/session'\nexport const x: Session | null = null\n", '@typescript-eslint/no-restricted-imports'],
  ['a page showing a server image with Taro Image', 'src/pages/__fixture__/index.tsx', "import { Image } from '@tarojs/components'\nexport const X = () => <Image src='/a.png' />\n", 'no-restricted-imports'],
]

/** Allowed: the same kinds of code where the layers permit them. */
const allowed: [string, string, string][] = [
  ['core: entity types and its own modules', 'src/core/__fixture__.ts', "import type { Activity } from '@fu-types/entities'\nimport { toMs } from './time'\nexport const start = (a: Activity) => toMs(a.start)\n"],
  ['api: platform and core', 'src/api/__fixture__.ts', "import { platform } from '@/platform'\nimport { localize } from '@/core/localize'\nexport const x = [platform, localize]\n"],
  ['platform: Taro and core', 'src/platform/__fixture__.ts', "import Taro from '@tarojs/taro'\nimport { isSafeRedirect } from '@/core/links'\nexport const x = [Taro, isSafeRedirect]\n"],
  ['router: stores and platform', 'src/router/__fixture__.ts', "import { useStores } from '@/stores'\nimport { platform } from '@/platform'\nexport const x = [useStores, platform]\n"],
  ['a page: api, and Taro calls other than request', 'src/pages/__fixture__/index.tsx', "import { View } from '@tarojs/components'\nimport Taro from '@tarojs/taro'\nimport { fetchActivity } from '@/api/activities'\nexport const X = () => <View onClick={() => { void fetchActivity('a'); void Taro.requestPayment({} as never) }} />\n"],
  ['a component: stores and NODE_ENV', 'src/components/__fixture__.tsx', "import { View } from '@tarojs/components'\nimport { useStores } from '@/stores'\nexport const X = () => <View>{String(!!useStores)}{process.env.NODE_ENV}</View>\n"],
  ['a page: its own area, by the alias and relative paths, and the registry beside the areas', 'src/pages/meeting/enterprise/__fixture__.ts', "import { MeetingHomeView } from '../home/View'\nimport { AgendaView } from '@/pages/meeting/agenda/View'\nimport { screenOf } from '../../registry'\nexport const x = [MeetingHomeView, AgendaView, screenOf]\n"],
  ['a page: a part moved to src/components', 'src/pages/enterprise/pages/detail/__fixture__.ts', "import { EnterpriseArticle } from '@/components/enterprise/EnterpriseArticle'\nexport const x = EnterpriseArticle\n"],
  ['the server: the pure rules of src/core through @core', 'server/modules/orders/__fixture__.ts', "import { applyDiscount } from '@core/money'\nimport { ids } from '../../lib/ids'\nexport const x = [applyDiscount, ids]\n"],
  ['a component hook (use*.ts) calling src/api', 'src/components/homeBlocks/useFixture.ts', "import { listNews } from '@/api/content'\nexport const useNews = () => listNews({ meeting: 'm' })\n"],
  ['a component: types of src/api and its error classes', 'src/components/__fixture__.ts', "import type { DemandDoc } from '@/api/content'\nimport { ApiError, NetworkError } from '@/api/http'\nexport const failed = (e: unknown, d?: DemandDoc) => (e instanceof ApiError || e instanceof NetworkError) && !d\n"],
  ['RichText: sanitised raw HTML', 'src/components/RichText.tsx', RAW_HTML],
]

const fixtures: Fixture[] = [
  ...forbidden.map(([name, file, code]) => ({ name, file, code })),
  ...allowed.map(([name, file, code]) => ({ name, file, code })),
]
let findings: Map<string, Finding[]>

beforeAll(() => {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintText.cjs')], {
    cwd: root, input: JSON.stringify(fixtures.map(({ file, code }) => ({ file, code }))), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  })
  const results = JSON.parse(out) as Finding[][]
  findings = new Map(fixtures.map((f, i) => [f.name, results[i]]))
}, 120_000)

describe('layer rules', () => {
  it.each(forbidden)('report %s', (name, _file, _code, rule) => {
    expect(findings.get(name)!.map(f => f.ruleId)).toContain(rule)
  })

  it.each(allowed)('pass %s', (name) => {
    expect(findings.get(name)).toEqual([])
  })
})
