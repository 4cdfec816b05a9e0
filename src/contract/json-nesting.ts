/**
 * How deep a request body or socket frame may nest arrays and objects. Ours nest three levels at most; the limit
 * leaves room for growth while bounding every walk over client data (validation, logging), so none can run out
 * of stack however the input is shaped.
 */
export const MAX_JSON_NESTING = 32;

export const TOO_DEEPLY_NESTED_MESSAGE = `The message is nested too deeply: at most ${MAX_JSON_NESTING} levels of arrays and objects`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by one pass over the characters before
 * anything parses it: brackets inside strings do not count. Invalid JSON is left for the parser to refuse.
 */
export function exceedsJsonNesting(text: string, limit = MAX_JSON_NESTING): boolean {
  // Fewer characters than levels cannot nest that deep: short frames skip the scan.
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** How deep a parsed value nests, counted without recursion and without going past `limit + 1`. */
export function exceedsValueNesting(value: unknown, limit = MAX_JSON_NESTING): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    if (depth + 1 > limit) return true;
    seen.add(current);
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
