import net from "node:net";

export interface CuttableProxy {
  port: number;
  /** Drops every connection and refuses new ones: the service looks down. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy to a real service (PostgreSQL, Redis) that a test can cut to simulate an outage. */
export async function startCuttableProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
