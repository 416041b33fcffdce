/** How far the accident records reach; the specification gives two readings and both are told. */
export const en = {
  statement:
    'Records are mainly from 2017 onwards, and the search covers accidents recorded from 2003 onward. ' +
    'The data may be incomplete: the absence of accident history does not mean the absence of accidents.',
} as const;
