import { isValidText } from './validation';

/** Tags are shown only when they pass the text check with a 50-character maximum. */
export const TAG_MAX_LENGTH = 50;

export function displayTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => isValidText(tag, TAG_MAX_LENGTH)).map((tag) => tag.trim());
}
