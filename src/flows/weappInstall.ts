/**
 * The mini-program's flows, installed by each native page (beside its messages, i18n/packs/weapp): imported by the
 * pages and not by the app, this module and what it draws in (canvas cards, qrcode, payment sheet) stay out of the
 * main package (issue 15).
 */
import { platform } from '@/platform'
import { installFlows } from './current'
import { createWeappFlows } from './weapp'

installFlows(() => createWeappFlows((src: string) => platform().mediaUrl(src)))
