/** An `ilike` pattern that finds the text anywhere: `%`, `_` and `\` in a search box are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
