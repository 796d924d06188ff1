import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Vignette } from "../src/eval/run-vignettes.ts";

/** Reads every *.json vignette of a folder, sorted by file name. */
export function loadVignettes(dir: string): Vignette[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const v = JSON.parse(readFileSync(join(dir, f), "utf8")) as Vignette;
      return { ...v, id: v.id ?? f.replace(/\.json$/, "") };
    });
}
