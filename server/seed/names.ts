/**
 * Names the seed and its artwork share (server/scripts/make-images.ts sets the companies' names in their logos and
 * the projects' names on their pictures), in zh / en / ja / ko.
 */
export const COMPANY_NAMES: [string, string, string, string][] = [
  ['极光机器人', 'Aurora Robotics', 'オーロラロボティクス', '오로라 로보틱스'], ['绿能科技', 'Green Power Tech', 'グリーンパワー', '그린파워 테크'],
  ['海岸生物', 'Coastline Bio', 'コーストラインバイオ', '코스트라인 바이오'], ['云帆软件', 'Cloudsail Software', 'クラウドセイル', '클라우드세일'],
  ['匠心制造', 'Craft Manufacturing', 'クラフト製造', '크래프트 제조'], ['山水文旅', 'Landscape Travel', 'ランドスケープ旅行', '랜드스케이프 여행'],
]

/** The innovation award's candidates: name, then what the project does. */
export const VOTE_PROJECTS: [string, string, string, string][] = [
  ['智慧电网调度', 'GridSense balancer', 'グリッドセンス', '그리드센스'],
  ['海洋塑料回收', 'OceanLoop recycling', 'オーシャンループ', '오션루프'],
  ['农业巡检无人机', 'AgriWing drones', 'アグリウィング', '애그리윙'],
  ['无障碍室内导航', 'WayFinder access', 'ウェイファインダー', '웨이파인더'],
]

export const VOTE_PROJECT_PITCHES: [string, string, string, string][] = [
  ['用 AI 预测负荷，让城市电网削峰填谷。', 'AI load forecasts that flatten a city grid\'s peaks.', 'AI による需要予測で都市の電力網を平準化。', 'AI 부하 예측으로 도시 전력망의 피크를 줄입니다.'],
  ['沿海港口的塑料垃圾自动分拣与再生。', 'Automatic sorting and recycling of plastic waste at coastal ports.', '沿岸港湾のプラスチックごみを自動で選別・再生。', '연안 항만의 플라스틱 쓰레기를 자동 선별·재활용합니다.'],
  ['为丘陵果园巡检病虫害的长航时无人机。', 'Long-endurance drones that scout hillside orchards for pests.', '丘陵の果樹園で病害虫を見回る長時間飛行ドローン。', '구릉 과수원의 병해충을 순찰하는 장시간 비행 드론.'],
  ['为视障人士提供展馆内语音导航。', 'Spoken indoor navigation through the halls for blind visitors.', '視覚障がいのある来場者に館内を音声で案内。', '시각장애인을 위한 전시장 음성 실내 내비게이션.'],
]

/** The audience award's teams. */
export const VOTE_TEAMS: [string, string, string, string][] = [
  ['星火工作室', 'Spark Studio', 'スパークスタジオ', '스파크 스튜디오'],
  ['启明实验室', 'Dawn Lab', 'ドーンラボ', '던 랩'],
]
