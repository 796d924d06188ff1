import { describe, expect, it } from "vitest";
import { textMemo } from "./text-memo.ts";

describe("a text memo", () => {
  it("reads each distinct text once and hands out the same frozen value", () => {
    let reads = 0;
    const read = textMemo((text) => {
      reads += 1;
      return JSON.parse(text) as { choices: { id: string }[] };
    }, 10);
    const first = read('{"choices":[{"id":"a"}]}');
    expect(read('{"choices":[{"id":"a"}]}')).toBe(first);
    expect(reads).toBe(1);
    expect(Object.isFrozen(first.choices[0])).toBe(true);
    expect(() => first.choices.push({ id: "b" })).toThrow(TypeError);
  });

  it("forgets the oldest text when full", () => {
    let reads = 0;
    const read = textMemo((text) => (reads += 1, text.length), 2);
    read("a");
    read("bb");
    read("ccc");
    read("a");
    expect(reads).toBe(4);
    read("ccc");
    expect(reads).toBe(4);
  });
});
