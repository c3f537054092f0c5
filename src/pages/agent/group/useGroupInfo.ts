import { useState } from 'react'
import { hasErrors, validateGroupInfo, type GroupInfo } from '@/core'
import type { MessageKey } from '@/i18n'

export type InfoField = keyof GroupInfo
const EMPTY_INFO: Required<GroupInfo> = { name: '', contactPerson: '', contactPhone: '', contactEmail: '' }
// The core's keys for group info become this screen's messages (a blank name or contact is a required field).
const INFO_TEXT: Record<string, MessageKey> = {
  'validation.group.name.required': 'validation.required',
  'validation.group.contactPerson.required': 'validation.required',
}

/** A group's information (SPEC §3) as typed in, checked by the core's rules, and as the server takes it. */
export function useGroupInfo() {
  const [info, setInfo] = useState<Required<GroupInfo>>(EMPTY_INFO)
  const [infoErrors, setInfoErrors] = useState<Partial<Record<InfoField, MessageKey>>>({})
  return {
    info,
    infoErrors,
    setInfoField: (field: InfoField, value: string) => {
      setInfo(i => ({ ...i, [field]: value }))
      setInfoErrors(e => ({ ...e, [field]: undefined }))
    },
    /** False (and the errors shown beside the fields) while something is missing or wrong. */
    checkInfo: (): boolean => {
      const found = validateGroupInfo(info)
      setInfoErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, INFO_TEXT[v!] ?? v])) as Partial<Record<InfoField, MessageKey>>)
      return !hasErrors(found)
    },
    groupBody: () => ({
      name: info.name.trim(), contact_name: info.contactPerson.trim(), contact_phone: info.contactPhone.trim(),
      contact_email: info.contactEmail.trim() || undefined,
    }),
    resetInfo: () => { setInfo(EMPTY_INFO); setInfoErrors({}) },
    fillInfo: (from: GroupInfo) => { setInfo({ ...EMPTY_INFO, ...from }); setInfoErrors({}) },
  }
}

export type GroupInfoData = ReturnType<typeof useGroupInfo> & { t: (key: MessageKey, params?: Record<string, string | number>) => string; errorText: (key: MessageKey | undefined) => string }
