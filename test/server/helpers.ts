// A server in this process on a free loopback port, and the few ways tests talk to it.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import type { Judge } from "../../src/core/judge/judge.js";
import { startServer, type RunningServer, type ServerOptions } from "../../src/server/server.js";

export const root = new URL("../../", import.meta.url).pathname;

export const exampleAnswer = readFileSync(`${root}examples/answer.md`, "utf8");
export const exampleChunks = readFileSync(`${root}examples/chunks.jsonl`, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Record<string, unknown>);

export async function start(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  return startServer({ port: 0, host: "127.0.0.1", version: "0.0.0-test", log: () => undefined, ...options });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface GatedJudge {
  judge: Judge;
  /** Batches the judge was asked to decide. */
  calls: number;
  /** Lets every waiting and future call through. */
  open(): void;
}

/** The embedded judge, held until the test opens its gate: a model judge on a slow network, on cue. */
export function gatedJudge(): GatedJudge {
  let open = (): void => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const gated: GatedJudge = {
    calls: 0,
    open: () => open(),
    judge: {
      id: "gated",
      version: "1",
      judge: async (requests) => {
        gated.calls++;
        await gate;
        return lexicalJudge.judge(requests);
      },
    },
  };
  return gated;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: () => { error?: { code: string; message: string } } & Record<string, unknown>;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }): Promise<Reply> {
  const response = await fetch(url, { method: "POST", headers, body: typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body) });
  return reply(response);
}

export async function get(url: string, method = "GET"): Promise<Reply> {
  return reply(await fetch(url, { method }));
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

export interface RawReply {
  status: number;
  body: string;
  /** Bytes of the request body written when the response arrived. */
  sent: number;
}

/**
 * A POST whose body is written piece by piece and stops, unfinished, as soon as the response
 * arrives: proof that the server answered without waiting for (or storing) the rest.
 */
export function postInPieces(url: string, options: { total: number; declareLength: boolean; piece?: number }): Promise<RawReply> {
  const piece = Buffer.alloc(options.piece ?? 64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.declareLength) headers["content-length"] = String(options.total);
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (text: string) => (body += text));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = (): void => {
      while (!answered && sent < options.total) {
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", write);
          return;
        }
      }
    };
    write();
  });
}
