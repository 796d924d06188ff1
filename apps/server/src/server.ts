import { enableCompileCache } from "node:module";

// Entry point of `npm start`. Node's compile cache keeps the compiled code of every module (the
// server's TypeScript and its dependencies) on disk, so each start after the first skips most of
// the compiling: about a third of the time to ready (issue 18). It is enabled before anything else
// is imported, hence the dynamic import. NODE_COMPILE_CACHE, when set, chooses the directory.
enableCompileCache();
await import("./main.ts");
