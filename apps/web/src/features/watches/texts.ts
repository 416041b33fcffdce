import { defineTexts } from '@portal/contract';

/** The watchlist: the button on a paid report, the Watchlist page, and the notice on a History row. */
const en = {
  title: 'Watchlist',
  description:
    'Vehicles you watch for new claims. When a data update records a new claim for one, we tell you by e-mail and here.',
  watch: 'Watch this vehicle',
  stop: 'Stop watching',
  watching: 'You are watching this vehicle: we will tell you when a new claim is recorded for it.',
  watchHint: 'Get an e-mail when a new claim is recorded for this vehicle. Watching is free.',
  watchedSince: 'Watched since {{date}}',
  empty: 'You are not watching any vehicle. Open one of your paid reports and choose “Watch this vehicle”.',
  newClaim: 'New claim recorded since you watched: buy a fresh report to see it',
  newClaimsCount: 'New claims: {{number}} (recorded {{date}})',
  noChange: 'No new claim',
  freshReport: 'Buy a fresh report',
  openReport: 'Open my report',
  listLabel: 'Watched vehicles',
  stopVehicle: 'Stop watching {{vehicle}}',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    watches: typeof en;
  }
}

export const watchesTexts = defineTexts('watches', {
  en,
  ms: {
    title: 'Senarai Pantauan',
    description:
      'Kenderaan yang anda pantau untuk tuntutan baharu. Apabila kemas kini data merekodkan tuntutan baharu, kami maklumkan melalui e-mel dan di sini.',
    watch: 'Pantau kenderaan ini',
    stop: 'Berhenti memantau',
    watching: 'Anda sedang memantau kenderaan ini: kami akan maklumkan apabila tuntutan baharu direkodkan.',
    watchHint: 'Terima e-mel apabila tuntutan baharu direkodkan untuk kenderaan ini. Pemantauan adalah percuma.',
    watchedSince: 'Dipantau sejak {{date}}',
    empty:
      'Anda tidak memantau sebarang kenderaan. Buka salah satu laporan berbayar anda dan pilih “Pantau kenderaan ini”.',
    newClaim: 'Tuntutan baharu direkodkan sejak anda mula memantau: beli laporan baharu untuk melihatnya',
    newClaimsCount: 'Tuntutan baharu: {{number}} (direkodkan {{date}})',
    noChange: 'Tiada tuntutan baharu',
    freshReport: 'Beli laporan baharu',
    openReport: 'Buka laporan saya',
    listLabel: 'Kenderaan yang dipantau',
    stopVehicle: 'Berhenti memantau {{vehicle}}',
  },
  zh: {
    title: '关注列表',
    description: '您关注的车辆。资料更新后，若其中一辆车有新的索赔记录，我们会以电邮通知您，并在此显示。',
    watch: '关注这辆车',
    stop: '取消关注',
    watching: '您正在关注这辆车：有新的索赔记录时我们会通知您。',
    watchHint: '这辆车有新的索赔记录时，您会收到电邮通知。关注是免费的。',
    watchedSince: '自 {{date}} 起关注',
    empty: '您没有关注任何车辆。打开您的一份已付款报告，然后选择“关注这辆车”。',
    newClaim: '自您关注以来有新的索赔记录：请购买最新报告查看',
    newClaimsCount: '新的索赔：{{number}}（记录于 {{date}}）',
    noChange: '没有新的索赔',
    freshReport: '购买最新报告',
    openReport: '打开我的报告',
    listLabel: '关注的车辆',
    stopVehicle: '取消关注 {{vehicle}}',
  },
});
