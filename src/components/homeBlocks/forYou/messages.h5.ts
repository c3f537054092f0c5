/**
 * The block's messages on H5. The home's first pack does not carry them (i18n/areaLists.ts: the first screen waits for
 * that pack, and this block is drawn below the first screen): the block's chunk brings its own four languages (≈ 1 KB
 * compressed) instead of waiting for the other screens' whole pack.
 */
import { messageCatalogue } from '@/i18n/catalogue'
import zh from '@/i18n/areas/forYou/zh'
import en from '@/i18n/areas/forYou/en'
import ja from '@/i18n/areas/forYou/ja'
import ko from '@/i18n/areas/forYou/ko'

messageCatalogue.add({ zh, en, ja, ko })
