// A scriptable chat-model endpoint on a real loopback port (port 0), speaking the OpenAI chat
// completions, Anthropic Messages and Ollama chat wire formats (chosen by request path). Each
// request gets a scripted step: a reply, an HTTP status, a raw body, a body cut off mid-way, a
// reset connection, any of them late. Every request is recorded, and the most requests in
// flight at once is counted.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type WireFormat = "openai" | "anthropic" | "ollama";

export interface RecordedRequest {
  format: WireFormat;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when the body was not JSON). */
  body: any;
  system: string;
  user: string;
}

export interface Usage {
  input: number;
  output: number;
}

export type Step = (
  | { kind: "reply"; text: string; usage?: Usage }
  | { kind: "status"; status: number; body?: string; headers?: Record<string, string> }
  /** A 200 whose body is exactly this (malformed or truncated JSON, a wrong shape). */
  | { kind: "raw"; body: string }
  /** A reply whose body stops half-way and whose connection then closes. */
  | { kind: "cut"; text: string }
  /** The connection closes before any answer. */
  | { kind: "reset" }
) & { delayMs?: number };

export type Handler = (request: RecordedRequest, index: number) => Step | Promise<Step>;

export const reply = (text: string, usage?: Usage): Step => ({ kind: "reply", text, ...(usage ? { usage } : {}) });
export const status = (code: number, options: { body?: string; headers?: Record<string, string> } = {}): Step => ({ kind: "status", status: code, ...options });
export const raw = (body: string): Step => ({ kind: "raw", body });
export const cut = (text: string): Step => ({ kind: "cut", text });
export const reset = (): Step => ({ kind: "reset" });
export const slow = (delayMs: number, step: Step): Step => ({ ...step, delayMs });

export interface LlmServer {
  /** http://127.0.0.1:PORT; OpenAI clients take `${url}/v1` as their base. */
  url: string;
  requests: RecordedRequest[];
  /** The most requests the server held at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

function formatOf(path: string): WireFormat | undefined {
  if (path.endsWith("/chat/completions")) return "openai";
  if (path.endsWith("/v1/messages")) return "anthropic";
  if (path === "/api/chat") return "ollama";
  return undefined;
}

/** The reply in the endpoint's own envelope, with its own usage fields. */
export function envelope(format: WireFormat, text: string, usage: Usage = { input: 11, output: 7 }): unknown {
  switch (format) {
    case "openai":
      return {
        id: "chatcmpl-test",
        object: "chat.completion",
        model: "test",
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
        usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
      };
    case "anthropic":
      return {
        id: "msg_test",
        type: "message",
        role: "assistant",
        model: "test",
        content: [{ type: "text", text }],
        stop_reason: "end_turn",
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      };
    case "ollama":
      return { model: "test", created_at: "2025-01-01T00:00:00Z", message: { role: "assistant", content: text }, done: true, prompt_eval_count: usage.input, eval_count: usage.output };
  }
}

function messagesOf(format: WireFormat, body: any): { system: string; user: string } {
  const messages: { role: string; content: string }[] = Array.isArray(body?.messages) ? body.messages : [];
  const system = format === "anthropic" ? String(body?.system ?? "") : (messages.find((m) => m.role === "system")?.content ?? "");
  return { system, user: messages.find((m) => m.role === "user")?.content ?? "" };
}

function send(response: ServerResponse, format: WireFormat, step: Step): void {
  switch (step.kind) {
    case "reply": {
      const body = JSON.stringify(envelope(format, step.text, step.usage));
      response.writeHead(200, { "content-type": "application/json" }).end(body);
      return;
    }
    case "status":
      response.writeHead(step.status, { "content-type": "application/json", ...step.headers }).end(step.body ?? JSON.stringify({ error: { message: `scripted ${step.status}` } }));
      return;
    case "raw":
      response.writeHead(200, { "content-type": "application/json" }).end(step.body);
      return;
    case "cut": {
      const body = JSON.stringify(envelope(format, step.text));
      response.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
      response.write(body.slice(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
      return;
    }
    case "reset":
      response.socket?.destroy();
      return;
  }
}

/**
 * Starts the server. `script` is a handler, or a list of steps taken in request order (the last
 * one repeats once the list runs out).
 */
export async function startLlmServer(script: Handler | readonly Step[]): Promise<LlmServer> {
  const handler: Handler = typeof script === "function" ? script : (_request, index) => script[Math.min(index, script.length - 1)]!;
  const sockets = new Set<Socket>();
  let inFlight = 0;
  const state: LlmServer = { url: "", requests: [], maxInFlight: 0, close: async () => undefined };
  const server = createServer((request, response) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    response.on("close", () => inFlight--);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = request.url ?? "/";
      const format = formatOf(path);
      if (!format) {
        response.writeHead(404).end(JSON.stringify({ error: `no route ${path}` }));
        return;
      }
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = { format, path, headers: request.headers, body, ...messagesOf(format, body) };
      const index = state.requests.push(recorded) - 1;
      const step = await handler(recorded, index);
      if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
      // The client may have given up (a timeout) while the reply was delayed.
      if (!response.destroyed) send(response, format, step);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

/** A claim as the judge's prompt shows it. */
export interface PromptedClaim {
  id: string;
  statement: string;
  sources: { id: string; label: string; text: string }[];
}

/** The sources and claims of a judge prompt, read back by its delimiters. */
export function promptedClaims(user: string): PromptedClaim[] {
  const sources = new Map<string, { id: string; label: string; text: string }>();
  for (const m of user.matchAll(/⟦source (S\d+) label=("(?:[^"\\]|\\.)*")⟧\n([\s\S]*?)\n⟦\/source \1⟧/g)) {
    sources.set(m[1]!, { id: m[1]!, label: JSON.parse(m[2]!) as string, text: m[3]! });
  }
  return [...user.matchAll(/⟦claim (\S+) sources=([^⟧]*)⟧\n([\s\S]*?)\n⟦\/claim \1⟧/g)].map((m) => ({
    id: m[1]!,
    statement: m[3]!,
    sources: m[2]!.split(",").map((id) => sources.get(id)!),
  }));
}

export interface ScriptedVerdict {
  verdict: string;
  quote?: string;
  reason?: string;
}

/**
 * A handler that answers each prompted claim with `decide(claim)` as `{"verdicts":[…]}`; a claim
 * for which `decide` returns undefined is left out of the reply.
 */
export function judgeWith(decide: (claim: PromptedClaim) => ScriptedVerdict | undefined, usage?: Usage): Handler {
  return (request) => {
    const verdicts = promptedClaims(request.user).flatMap((claim) => {
      const verdict = decide(claim);
      return verdict ? [{ id: claim.id, quote: "", reason: "", ...verdict }] : [];
    });
    return reply(JSON.stringify({ verdicts }), usage);
  };
}
