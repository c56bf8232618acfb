import { availableParallelism } from "node:os";
import { parseBytes } from "../../server/body.js";
import { parseDuration } from "../../server/limits.js";
import { isLoopback, startServer } from "../../server/server.js";
import { PROGRAM } from "../../node/errors.js";
import { storeFolder } from "../../node/store/store.js";
import { toolVersion } from "../../node/tool-version.js";
import { wholeNumber } from "../case-args.js";
import { defineCommand } from "../command.js";
import { storeArg } from "../history.js";
import { judgeArg } from "../shared-args.js";

export const serveCommand = defineCommand({
  name: "serve",
  description: "Serve the checks over HTTP (POST /v1/verify, /v1/audit) and the review page of saved runs.",
  args: {
    port: { type: "string", valueName: "N", default: "8080", description: "TCP port; 0 picks a free one" },
    host: { type: "string", valueName: "HOST", default: "127.0.0.1", description: "address to listen on; anything but loopback exposes the service to the network" },
    maxBody: { type: "string", valueName: "SIZE", default: "10mb", description: "largest request body (b, kb, mb, gb)" },
    timeout: { type: "string", valueName: "TIME", default: "30s", description: "deadline of a check request, queueing included (ms, s, m)" },
    concurrency: { type: "string", valueName: "N", description: `checks run at once (default: the number of CPUs, ${availableParallelism()} here)` },
    queue: { type: "string", valueName: "N", description: "checks that may wait for a slot; more get 503 (default: 4 per slot)" },
    judge: judgeArg,
    store: storeArg,
  },
  footer:
    "Request and response bodies are those of DESIGN.md, section HTTP; errors are\n" +
    '{"error": {"code", "message"}} with status 400, 404, 405, 408, 413, 415, 422, 500 or 503.\n' +
    "GET / lists the saved runs; GET /runs/ID shows one with agree/disagree buttons per claim.\n" +
    "Stops on SIGINT or SIGTERM after the requests being answered finish.\n" +
    "Exit status: 0 stopped, 2 usage error or the port could not be bound.",
  async run({ args, io, usageError }) {
    const port = wholeNumber("port", args.port, 0, usageError)!;
    if (port > 65535) throw usageError(`--port must be from 0 to 65535, not ${JSON.stringify(args.port)}`);
    const maxBodyBytes = parseBytes(args.maxBody);
    if (maxBodyBytes === undefined) throw usageError(`--max-body must be a size such as 10mb, 512kb or 1048576, not ${JSON.stringify(args.maxBody)}`);
    const timeoutMs = parseDuration(args.timeout);
    if (timeoutMs === undefined) throw usageError(`--timeout must be a duration such as 30s, 500ms or 2m, not ${JSON.stringify(args.timeout)}`);
    const concurrency = wholeNumber("concurrency", args.concurrency, 1, usageError);
    const queue = wholeNumber("queue", args.queue, 0, usageError);

    const server = await startServer({
      port,
      host: args.host,
      version: await toolVersion(),
      store: storeFolder({ flag: args.store, env: io.env, cwd: process.cwd() }),
      maxBodyBytes,
      timeoutMs,
      ...(concurrency === undefined ? {} : { concurrency }),
      ...(queue === undefined ? {} : { queue }),
      ...(args.judge === undefined ? {} : { judge: args.judge }),
      log: (line) => io.stderr(`${line}\n`),
    });
    // Listening for the signal before saying where the server listens: a supervisor may stop it the moment it reads that line.
    const stop = stopSignal();
    if (!isLoopback(args.host)) {
      io.stderr(`${PROGRAM}: warning: listening on ${args.host}, reachable from other machines; the service has no authentication\n`);
    }
    io.stdout(`listening on ${server.url}\n`);

    await stop;
    io.stderr(`${PROGRAM}: stopping; waiting for the requests being answered\n`);
    // A second signal does not wait for the grace period.
    void stopSignal().then(() => server.close(0));
    await server.close();
    return 0;
  },
});

function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
