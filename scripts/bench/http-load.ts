import http from "node:http";

/** Requests per second a keep-alive client with `concurrency` connections gets from `url` for `durationMs`. */
export async function requestsPerSecond(url: string, { concurrency = 16, durationMs = 3000 } = {}): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + durationMs;
  let done = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        })
        .on("error", reject);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await one();
        done += 1;
      }
    }),
  );
  agent.destroy();
  return done / ((Date.now() - started) / 1000);
}
