/**
 * What was said in the seeded lives that have ended (the press briefing and the product launch), as timed subtitle
 * lines in the four languages: the stand-in for speech-to-text when no provider is configured, and the transcript the
 * minutes are written from (modules/lives/minutes.ts: an extractive summary without a language model).
 */
import { L } from './text'

type Line = [offset: number, end: number, text: ReturnType<typeof L>]

export const PRESS_BRIEFING: Line[] = [
  [5, 14, L('各位媒体朋友上午好，欢迎参加本届创新博览会的开幕前媒体见面会。', 'Good morning, and welcome to the press briefing ahead of this year\'s innovation expo.', '報道関係の皆さま、おはようございます。今年のイノベーション博覧会の事前説明会へようこそ。', '언론인 여러분 안녕하십니까, 올해 혁신 박람회 사전 언론 브리핑에 오신 것을 환영합니다.')],
  [15, 26, L('本届博览会共有三百家展商参展，其中四成来自海外。', 'Three hundred exhibitors will take part in the expo, forty percent of them from abroad.', '博覧会には 300 社が出展し、その 4 割が海外からの出展です。', '이번 박람회에는 300개 전시업체가 참가하며 그중 40%가 해외 업체입니다.')],
  [27, 38, L('展区分为人工智能、新能源、生物科技和产品设计四个展馆。', 'The exhibition is organised in four halls: artificial intelligence, clean energy, biotechnology and product design.', '会場は人工知能、新エネルギー、バイオテクノロジー、プロダクトデザインの 4 つのホールに分かれます。', '전시는 인공지능, 청정에너지, 바이오 기술, 제품 디자인 4개 전시관으로 구성됩니다.')],
  [39, 50, L('人工智能展馆是今年规模最大的展馆，将展示一百二十家企业的最新成果。', 'The artificial intelligence hall is the largest this year, with the latest work of one hundred and twenty companies.', '人工知能ホールは今年最大のホールで、120 社の最新成果が展示されます。', '인공지능 전시관은 올해 가장 큰 전시관으로 120개 기업의 최신 성과를 선보입니다.')],
  [51, 62, L('经组委会研究决定，今年所有论坛都将提供中、英、日、韩四种语言的同步字幕。', 'The organising committee has decided that every forum this year will have live subtitles in Chinese, English, Japanese and Korean.', '組織委員会は、今年のすべてのフォーラムで中国語・英語・日本語・韓国語のライブ字幕を提供することを決定しました。', '조직위원회는 올해 모든 포럼에 중국어, 영어, 일본어, 한국어 실시간 자막을 제공하기로 결정했습니다.')],
  [63, 72, L('我们还决定将开放时间延长到每晚八点，方便下班后的观众参观。', 'We have also decided to keep the halls open until eight in the evening, so visitors can come after work.', 'また、仕事帰りの来場者のために、開場時間を夜 8 時まで延長することを決定しました。', '또한 퇴근 후 관람객을 위해 개장 시간을 저녁 8시까지 연장하기로 결정했습니다.')],
  [73, 80, L('请问今年的门票价格和去年相比有变化吗？', 'Has the ticket price changed compared with last year?', '今年の入場券の価格は昨年と比べて変わりましたか？', '올해 입장권 가격은 작년과 비교해 달라졌나요?')],
  [81, 92, L('普通观众门票价格不变，学生凭学生证可以免费参观人工智能展馆。', 'The visitor ticket price is unchanged, and students with a student card visit the artificial intelligence hall for free.', '一般入場券の価格は据え置きで、学生証をお持ちの学生は人工知能ホールを無料で見学できます。', '일반 관람객 입장권 가격은 그대로이며, 학생증이 있는 학생은 인공지능 전시관을 무료로 관람할 수 있습니다.')],
  [93, 100, L('主论坛会有哪些演讲嘉宾？', 'Who will speak at the main forum?', 'メインフォーラムではどなたが登壇しますか？', '메인 포럼에서는 누가 연설하나요?')],
  [101, 112, L('主论坛将由极光机器人的首席科学家张伟和绿能科技的首席执行官艾米莉·卡特发表主旨演讲。', 'The main forum opens with keynotes by Zhang Wei, chief scientist of Aurora Robotics, and Emily Carter, CEO of Green Power Tech.', 'メインフォーラムでは、オーロラロボティクスの主任研究員・張偉氏とグリーンパワーの CEO エミリー・カーター氏が基調講演を行います。', '메인 포럼은 오로라 로보틱스 수석 과학자 장웨이와 그린파워 테크 CEO 에밀리 카터의 기조연설로 시작합니다.')],
  [113, 122, L('所有论坛的直播和回放都可以在博览会的官方小程序中观看。', 'Every forum can be watched live and as a replay in the expo\'s official mini-program.', 'すべてのフォーラムは、博覧会の公式ミニプログラムでライブと見逃し配信を視聴できます。', '모든 포럼은 박람회 공식 미니 프로그램에서 생중계와 다시보기로 시청할 수 있습니다.')],
  [123, 130, L('感谢各位的到来，我们下周博览会现场见。', 'Thank you for coming, and see you at the expo next week.', 'ご来場ありがとうございました。来週、博覧会の会場でお会いしましょう。', '와 주셔서 감사합니다. 다음 주 박람회 현장에서 뵙겠습니다.')],
]

export const PRODUCT_LAUNCH: Line[] = [
  [3, 12, L('大家好，欢迎来到云帆软件的新品发布会。', 'Hello everyone, and welcome to the Cloudsail Software product launch.', '皆さん、こんにちは。クラウドセイルの新製品発表会へようこそ。', '여러분 안녕하세요, 클라우드세일 신제품 발표회에 오신 것을 환영합니다.')],
  [13, 24, L('今天我们发布云帆会议助手，它能为线下会议自动生成多语言字幕和会议纪要。', 'Today we launch Cloudsail Meeting Assistant, which writes multilingual subtitles and minutes for in-person meetings.', '本日、対面の会議に多言語字幕と議事録を自動で作成するクラウドセイル会議アシスタントを発表します。', '오늘 저희는 대면 회의의 다국어 자막과 회의록을 자동으로 만드는 클라우드세일 회의 도우미를 출시합니다.')],
  [25, 36, L('会议助手支持中文、英文、日文和韩文，识别延迟不到两秒。', 'The meeting assistant supports Chinese, English, Japanese and Korean, with less than two seconds of delay.', '会議アシスタントは中国語・英語・日本語・韓国語に対応し、遅延は 2 秒未満です。', '회의 도우미는 중국어, 영어, 일본어, 한국어를 지원하며 지연은 2초 미만입니다.')],
  [37, 48, L('会议纪要会列出要点、决定事项和现场问答，会后自动发送到参会者的邮箱。', 'The minutes list the key points, the decisions and the questions and answers, and reach attendees by e-mail after the meeting.', '議事録には要点、決定事項、質疑応答がまとめられ、会議後に参加者へメールで届きます。', '회의록에는 핵심 내용, 결정 사항, 질의응답이 정리되며 회의 후 참석자에게 이메일로 전달됩니다.')],
  [49, 58, L('会议助手将于下个月一日正式上线，首批面向博览会的参展企业开放。', 'The meeting assistant will launch on the first of next month, open first to the expo\'s exhibitors.', '会議アシスタントは来月 1 日に正式公開され、まず博覧会の出展企業に提供されます。', '회의 도우미는 다음 달 1일 정식 출시되며 먼저 박람회 참가 기업에 제공됩니다.')],
  [59, 68, L('请问会议助手的数据存放在哪里？', 'Where does the meeting assistant keep its data?', '会議アシスタントのデータはどこに保存されますか？', '회의 도우미의 데이터는 어디에 저장되나요?')],
  [69, 80, L('所有会议数据都存放在国内的数据中心，企业也可以选择私有化部署。', 'All meeting data stays in data centres in the country, and companies can also run it on their own servers.', 'すべての会議データは国内のデータセンターに保存され、企業は自社サーバーでの運用も選べます。', '모든 회의 데이터는 국내 데이터 센터에 저장되며, 기업은 자체 서버 운영도 선택할 수 있습니다.')],
  [81, 88, L('价格是怎么计算的？', 'How is it priced?', '価格はどのように決まりますか？', '가격은 어떻게 책정되나요?')],
  [89, 100, L('按会议时长计费，每小时九十九元，博览会期间参展企业免费使用。', 'It is charged by meeting time at ninety-nine yuan an hour, and exhibitors use it for free during the expo.', '会議時間に応じて 1 時間 99 元で、博覧会期間中は出展企業が無料で利用できます。', '회의 시간 기준으로 시간당 99위안이며, 박람회 기간에는 참가 기업이 무료로 사용합니다.')],
  [101, 110, L('感谢大家，欢迎到产品设计展馆的云帆展台体验会议助手。', 'Thank you all, and come and try the meeting assistant at the Cloudsail stand in the product design hall.', 'ありがとうございました。プロダクトデザインホールのクラウドセイルのブースで会議アシスタントをお試しください。', '감사합니다. 제품 디자인 전시관의 클라우드세일 부스에서 회의 도우미를 체험해 보세요.')],
]
