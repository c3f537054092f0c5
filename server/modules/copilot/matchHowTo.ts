/**
 * How-to questions the copilot answers with the app's own steps when no language model writes the answer: how to
 * register, pay, get an invoice, get a refund, and find one's ticket or check in. The meeting keeps no help texts of
 * its own (its introduction, contacts and documents are not about these tasks), so the steps are the app's: the
 * screens and button names a visitor sees (src/i18n: activity.register, route.myTickets, route.myOrder,
 * invoice.apply, order.refund), and the rules the server applies (check-in opens 30 minutes before the start,
 * invoices only for paid, approved orders, refunds while the activity's refund rule allows).
 */
import type { MatchLanguage } from './language'

export type HowToTopic = 'register' | 'pay' | 'invoice' | 'refund' | 'checkin'

/** Words that ask how (a registration word alone may be a fact question: "is the dinner full?"). */
const HOW = /\bhow\b|如何|怎么|怎樣|怎样|方法|流程|步骤|手続|手順|どう|어떻게|방법|절차/i

const TOPICS: { topic: HowToTopic; words: RegExp; needsHow?: boolean }[] = [
  { topic: 'refund', words: /refund|money back|退款|退票|退费|返金|払い戻|환불/i },
  { topic: 'invoice', words: /invoice|receipt|fapiao|发票|開票|请求书|請求書|領収書|인보이스|영수증|계산서/i },
  { topic: 'pay', words: /\bpay|支付|付款|缴费|交费|支払|決済|결제|지불/i },
  { topic: 'checkin', words: /check[- ]?in|my ticket|qr|签到|入场|我的门票|电子票|门票在哪|二维码|チェックイン|入場|マイチケット|체크인|입장|내 티켓/i },
  { topic: 'register', words: /regist|sign ?up|enrol|报名|注册|申し込|申込|登録|参加方法|등록|신청/i, needsHow: true },
]

/** The tasks a question asks how to do, in the order their steps are told. */
export function howToTopics(question: string): HowToTopic[] {
  const asksHow = HOW.test(question)
  return TOPICS.filter((t) => t.words.test(question) && (!t.needsHow || asksHow)).map((t) => t.topic)
}

const STEPS: Record<MatchLanguage, Record<HowToTopic, string>> = {
  zh: {
    register: '报名步骤：打开活动（点下方的卡片），点“立即报名”，选择票种并填写报名表；票种收费时再完成支付。报名成功后，门票在“我的 → 我的门票”中。',
    pay: '付款方式：填写报名表后点“支付”，用微信支付完成付款。未支付的订单保存在“我的 → 我的订单”中，可以稍后继续支付。',
    invoice: '开发票：订单支付成功（并且门票审核通过）后，在“我的 → 我的订单”中打开该订单，点“申请发票”，填写抬头和税号。发票由主办方开具，进度在订单中可以查看；部分活动不提供发票。',
    refund: '退款：在“我的 → 我的订单”中打开已支付的订单，在活动的退款规则允许的时间内（开始前一段时间截止）点“退款”。款项按原支付渠道退回，订单中显示退款进度；没有“退款”按钮时，请联系主办方。',
    checkin: '门票与签到：门票在“我的 → 我的门票”中。到场时打开门票，出示二维码即可签到；签到在活动开始前 30 分钟开放。',
  },
  en: {
    register: 'To register: open the activity (tap its card below), tap Register, choose a ticket type and fill in the form, then pay if the ticket has a price. Your ticket is then under My → My tickets.',
    pay: 'To pay: after filling in the registration form, tap Pay and complete the payment with WeChat Pay. An unpaid order stays under My → My orders, where you can pay it later.',
    invoice: 'To get an invoice: once the order is paid (and its tickets approved), open it under My → My orders, tap Request an invoice and fill in the title and tax number. The organiser issues it and the order shows its progress; some activities do not issue invoices.',
    refund: 'To get a refund: open the paid order under My → My orders and tap Refund while the activity\'s refund rule allows it (refunds close some time before the start). The money goes back the way you paid and the order shows the refund\'s progress; if there is no Refund button, ask the organiser.',
    checkin: 'Tickets and check-in: your tickets are under My → My tickets. At the entrance, open the ticket and show its QR code to check in; check-in opens 30 minutes before the activity starts.',
  },
  ja: {
    register: '申し込み手順：アクティビティを開き（下のカードをタップ）、「申し込む」をタップして、チケットの種類を選びフォームに入力します。有料のチケットはお支払いまで済ませてください。チケットは「マイページ → マイチケット」に表示されます。',
    pay: 'お支払い：申し込みフォームに入力したあと「支払う」をタップし、WeChat Pay で決済します。未払いの注文は「マイページ → 注文履歴」に残り、あとから支払えます。',
    invoice: '請求書：注文の支払いが済み（チケットが承認され）たら、「マイページ → 注文履歴」で注文を開き、「請求書を申請」をタップして宛名と税番号を入力します。主催者が発行し、進み具合は注文で確認できます。請求書を発行しないアクティビティもあります。',
    refund: '返金：「マイページ → 注文履歴」で支払い済みの注文を開き、アクティビティの返金規定が認める期間内（開始前の一定時刻まで）に「返金」をタップします。代金は支払った方法で戻り、進み具合は注文に表示されます。「返金」ボタンがない場合は主催者にお問い合わせください。',
    checkin: 'チケットとチェックイン：チケットは「マイページ → マイチケット」にあります。会場でチケットを開いて QR コードを見せるとチェックインできます。チェックインは開始 30 分前から受け付けます。',
  },
  ko: {
    register: '신청 방법: 활동을 열고(아래 카드를 누르세요) \'신청하기\'를 누른 뒤 티켓 종류를 고르고 양식을 작성하세요. 유료 티켓이면 결제까지 마치면 됩니다. 티켓은 \'마이 → 내 티켓\'에서 볼 수 있습니다.',
    pay: '결제 방법: 신청 양식을 작성한 뒤 \'결제\'를 눌러 WeChat Pay로 결제하세요. 결제하지 않은 주문은 \'마이 → 내 주문\'에 남아 나중에 결제할 수 있습니다.',
    invoice: '인보이스 발급: 주문 결제가 끝나고 티켓이 승인되면 \'마이 → 내 주문\'에서 주문을 열고 \'인보이스 신청\'을 눌러 상호와 사업자 번호를 입력하세요. 주최 측이 발급하며 진행 상황은 주문에서 볼 수 있습니다. 인보이스를 발급하지 않는 활동도 있습니다.',
    refund: '환불 방법: \'마이 → 내 주문\'에서 결제한 주문을 열고, 활동의 환불 규정이 허용하는 기간(시작 전 일정 시각까지)에 \'환불\'을 누르세요. 금액은 결제한 수단으로 돌아가고 주문에 진행 상황이 표시됩니다. \'환불\' 버튼이 없으면 주최 측에 문의하세요.',
    checkin: '티켓과 체크인: 티켓은 \'마이 → 내 티켓\'에 있습니다. 입구에서 티켓을 열어 QR 코드를 보여 주면 체크인됩니다. 체크인은 활동 시작 30분 전부터 가능합니다.',
  },
}

export const howToSteps = (topic: HowToTopic, lang: MatchLanguage): string => STEPS[lang][topic]
