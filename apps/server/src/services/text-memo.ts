/**
 * A bounded memo of a pure reading of text (JSON parsed and checked): the same text reads the same,
 * so each distinct text is read once. Results are deeply frozen, since one result then serves many
 * requests; the oldest entry goes when the memo is full.
 */
export function textMemo<T>(read: (text: string) => T, max: number): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (memo.has(text)) return memo.get(text) as T;
    const value = deepFreeze(read(text));
    if (memo.size >= max) memo.delete(memo.keys().next().value ?? "");
    memo.set(text, value);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
