import type { Translation } from '../../define'
import type zh from './zh'

/** Japanese of ./zh.ts. */
const ja: Translation<typeof zh> = {
  'copilot.prologue.title': 'こんにちは、{name}です',
  'copilot.prologue.description': 'このイベントについて何でも聞いてください',
  'copilot.prologue.questions': 'たとえばこんな質問',
  'copilot.question.location': 'イベントの会場はどこですか？',
  'copilot.question.guests': '注目のゲストは誰ですか？',
  'copilot.question.register': '参加登録の方法は？',
  'copilot.conversation': '会話',
  'copilot.me': '自分',
  'copilot.thinking': '考えています…',
  'copilot.stopped': '回答を停止しました',
  'copilot.sources': '参照元',
  'copilot.source.open': '{kind}を開く：{title}',
  'copilot.kind.meeting': 'イベント',
  'copilot.kind.activity': 'アクティビティ',
  'copilot.kind.agenda': 'アジェンダ',
  'copilot.kind.speaker': '登壇者',
  'copilot.kind.news': 'ニュース',
  'copilot.kind.exhibitor': '出展者',
  'copilot.kind.product': '製品',
  'copilot.answering': '回答中…',
  'copilot.input.label': '質問',
  'copilot.input.placeholder': '質問を入力…',
  'copilot.input.hint': 'Enter で送信、Shift + Enter で改行',
  'copilot.send': '送信',
  'copilot.stop': '停止',
  'copilot.stopAnswer': '回答を止める',
  'copilot.new': '新しい会話',
  'copilot.failed': '回答できませんでした',
  'copilot.error.tooFrequent': '質問が多すぎます。少し待ってからもう一度どうぞ',
  'copilot.error.tooFrequentFor': '質問が多すぎます。{seconds} 秒後にもう一度どうぞ',
  'copilot.retry': 'もう一度',
  'copilot.disabled': 'このイベントではアシスタントを利用できません',
  'copilot.backHome': 'イベントのトップへ戻る',
}

export default ja
