import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  statement:
    'Rekod kebanyakannya bermula dari tahun 2017, dan semakan meliputi kemalangan yang direkodkan sejak tahun 2003. ' +
    'Data mungkin tidak lengkap: ketiadaan sejarah kemalangan tidak bermakna kenderaan tidak pernah terlibat dalam kemalangan.',
};
