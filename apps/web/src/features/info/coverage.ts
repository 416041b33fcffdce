import { defineTexts } from '@portal/contract';

/** How far the accident records reach; the specification gives two readings and both are told. */
const en = {
  statement:
    'Records are mainly from 2017 onwards, and the search covers accidents recorded from 2003 onward. ' +
    'The data may be incomplete: the absence of accident history does not mean the absence of accidents.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    coverage: typeof en;
  }
}

/** Its own small namespace, so the landing page, the report and the check terms can say it without the legal pages. */
export const coverageTexts = defineTexts('coverage', {
  en,
  ms: {
    statement:
      'Rekod kebanyakannya bermula dari tahun 2017, dan semakan meliputi kemalangan yang direkodkan sejak tahun 2003. ' +
      'Data mungkin tidak lengkap: ketiadaan sejarah kemalangan tidak bermakna kenderaan tidak pernah terlibat dalam kemalangan.',
  },
  zh: {
    statement:
      '记录主要始于2017年，查询范围涵盖自2003年起记录的事故。' +
      '资料可能不完整：没有事故记录并不代表车辆从未发生事故。',
  },
});

/** The English statement, for screens not yet translated (use `useTexts(coverageTexts)('statement')`). */
export const coverageStatement: string = en.statement;
