import { defineTexts } from '@portal/contract';

/** The mail a watcher gets when an import records new claims for a watched vehicle. */
const en = {
  subject: '{{product}}: new claim recorded for {{vehicle}}',
  greeting: 'Hi {{name}},',
  body: 'A new claim has been recorded for {{vehicle}}, a vehicle on your watchlist, since you started watching it.',
  newClaims: 'New claims recorded',
  recordedOn: 'Recorded on',
  freshReport:
    'Seeing that something changed is free. To see the new claim itself, buy a fresh report of this vehicle.',
  openWatchlist: 'Open my watchlist',
  orOpenLink: 'Or open this link:',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    watchesServer: typeof en;
  }
}

export const watchesServerTexts = defineTexts('watchesServer', {
  en,
  ms: {
    subject: '{{product}}: tuntutan baharu direkodkan untuk {{vehicle}}',
    greeting: 'Hai {{name}},',
    body: 'Tuntutan baharu telah direkodkan untuk {{vehicle}}, kenderaan dalam senarai pantauan anda, sejak anda mula memantaunya.',
    newClaims: 'Tuntutan baharu direkodkan',
    recordedOn: 'Direkodkan pada',
    freshReport:
      'Mengetahui ada perubahan adalah percuma. Untuk melihat tuntutan baharu itu, beli laporan baharu bagi kenderaan ini.',
    openWatchlist: 'Buka senarai pantauan saya',
    orOpenLink: 'Atau buka pautan ini:',
  },
  zh: {
    subject: '{{product}}：{{vehicle}} 有新的索赔记录',
    greeting: '{{name}}，您好：',
    body: '自您开始关注以来，您关注列表中的车辆 {{vehicle}} 有了新的索赔记录。',
    newClaims: '新的索赔记录',
    recordedOn: '记录日期',
    freshReport: '得知车辆有变化是免费的。如需查看新的索赔详情，请购买这辆车的最新报告。',
    openWatchlist: '打开我的关注列表',
    orOpenLink: '或打开此链接：',
  },
});
