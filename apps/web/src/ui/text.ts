/** Ends a sentence with a full stop unless its last word already has one (as "Sdn. Bhd." does). */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
