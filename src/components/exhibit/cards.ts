import type { Enterprise, ObjectId, Product } from '@fu-types/entities'
import { localize } from '@/core'
import type { MessageKey } from '@/i18n'

/** What an exhibitor card shows. */
export interface ExhibitorCardData {
  id: ObjectId
  name: string
  logo?: string
  /** The booth, else the hall position; '' when neither is known. */
  booth: string
  summary: string
  recommended: boolean
}

/** What a product card shows. */
export interface ProductCardData {
  id: ObjectId
  title: string
  image?: string
  company: string
}

export function exhibitorCard(enterprise: Enterprise, language: string): ExhibitorCardData {
  return {
    id: enterprise._id,
    name: localize(enterprise.exhibitor?.company?.title, language),
    logo: enterprise.exhibitor?.company?.logo,
    booth: enterprise.exhibitor?.booth || enterprise.position || '',
    summary: localize(enterprise.description, language),
    recommended: enterprise.recommend === 1,
  }
}

export function productCard(product: Product, language: string): ProductCardData {
  return {
    id: product._id,
    title: localize(product.title, language),
    image: product.images?.[0],
    company: localize(product.enterprise?.[0]?.exhibitor?.company?.title, language),
  }
}

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** The card's booth line and recommended mark in the visitor's language. */
export function exhibitorCardTexts(t: Translate, card: ExhibitorCardData): { booth: string; recommended: string } {
  return {
    booth: t('exhibit.list.booth', { booth: card.booth }),
    recommended: t('exhibit.list.recommended'),
  }
}
