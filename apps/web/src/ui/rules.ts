import { schemaResolver } from '@mantine/form';
import {
  DEFAULT_LANGUAGE,
  type ErrorCode,
  type ErrorParams,
  errorText,
  type IssueLike,
  i18n,
  isLanguage,
  issueError,
  issueText,
} from '@portal/contract';

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** An error code's sentence in the language the screens show now. */
export const codeText = (code: ErrorCode, params?: ErrorParams) => errorText(currentLanguage(), code, params);

/** A contract (zod) issue's sentence in the current language: the issue's message is its code. */
export const ruleText = (issue: IssueLike) => issueText(currentLanguage(), issue);

type StandardSchema = Parameters<typeof schemaResolver>[0];

type ContractIssue = IssueLike & { path: PropertyKey[] };

/** The part of a contract (zod) schema a form needs: its issues carry an error code as their message. */
interface ContractSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ContractIssue[] } };
}

/** A contract fault as a form may word it: its code, the code's values, and the first segment of its path. */
interface FormFault {
  code: ErrorCode;
  params: ErrorParams;
  field: string;
}

/**
 * A screen's own sentence for a fault, where its texts word the contract's code differently (the search and the
 * guest contact, whose warnings predate the codes); undefined leaves the contract's sentence.
 */
type OwnWords = (fault: FormFault) => string | undefined;

function sentenceOf(issue: ContractIssue, ownWords: OwnWords | undefined): string {
  const own = ownWords?.({ ...issueError(issue), field: String(issue.path[0] ?? '') });
  return own ?? ruleText(issue);
}

/**
 * A contract schema as a Standard Schema whose issues are the reader's sentences instead of the contract's codes. It
 * reads zod's own issues, not the Standard Schema ones, because those drop the values a sentence names (a maximum).
 */
function inReadersWords(schema: ContractSchema, ownWords: OwnWords | undefined): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: (value) => {
        const result = schema.safeParse(value);
        if (result.success) return { value: result.data };
        const issues = result.error.issues.map((issue) => ({ message: sentenceOf(issue, ownWords), path: issue.path }));
        return { issues };
      },
    },
  };
}

/**
 * A form's `validate` from the contract schema of what it sends (`@mantine/form`'s `schemaResolver`: field path → its
 * first fault, in the order the schema finds them): the browser refuses what the server would, in the same words and
 * in the reader's language.
 */
export const contractResolver = (schema: ContractSchema, ownWords?: OwnWords) =>
  schemaResolver(inReadersWords(schema, ownWords), { sync: true });

export function required(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? null : codeText('FIELD_REQUIRED');
}
