// Which endpoint a model spec ("openai:gpt-4o-mini", "ollama:qwen2.5:7b") names, from the
// environment: base URL, key and headers. Checked before any request, so a missing key is a
// one-line error and not a 401 after the first batch.
import { InputError } from "../errors.js";

export type Provider = "openai" | "anthropic" | "ollama";

export const PROVIDERS: readonly Provider[] = ["openai", "anthropic", "ollama"];

export interface Endpoint {
  /** The spec as given: "openai:gpt-4o-mini". */
  id: string;
  provider: Provider;
  model: string;
  url: string;
  headers: Record<string, string>;
  /** The variable that holds the key, named when the endpoint refuses it. */
  keyVariable?: string;
  /** How messages name this model: "--judge openai:gpt-4o-mini". */
  name: string;
}

interface ProviderSetup {
  baseVariable: string;
  defaultBase: string;
  path: string;
  /** Hosts that always need the key; another host (a local server, a proxy) may not. */
  officialHost?: string;
  keyVariable?: string;
  headers: (key: string | undefined) => Record<string, string>;
}

export const ANTHROPIC_VERSION = "2023-06-01";

const SETUP: Record<Provider, ProviderSetup> = {
  openai: {
    baseVariable: "OPENAI_BASE_URL",
    defaultBase: "https://api.openai.com/v1",
    path: "/chat/completions",
    officialHost: "api.openai.com",
    keyVariable: "OPENAI_API_KEY",
    headers: (key): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {}),
  },
  anthropic: {
    baseVariable: "ANTHROPIC_BASE_URL",
    defaultBase: "https://api.anthropic.com",
    path: "/v1/messages",
    officialHost: "api.anthropic.com",
    keyVariable: "ANTHROPIC_API_KEY",
    headers: (key) => ({ ...(key ? { "x-api-key": key } : {}), "anthropic-version": ANTHROPIC_VERSION }),
  },
  ollama: {
    baseVariable: "OLLAMA_HOST",
    defaultBase: "http://127.0.0.1:11434",
    path: "/api/chat",
    headers: () => ({}),
  },
};

const OLLAMA_PORT = "11434";

/** OLLAMA_HOST is often written as Ollama itself takes it: "127.0.0.1:11434", "localhost", no scheme. */
function withScheme(provider: Provider, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base;
  const url = `http://${base}`;
  return provider === "ollama" && !/:\d+$/.test(base.replace(/\/+$/, "")) ? `${url.replace(/\/+$/, "")}:${OLLAMA_PORT}` : url;
}

/**
 * The endpoint of a spec `PROVIDER:MODEL`; the model name is everything after the first colon,
 * so Ollama tags (qwen2.5:7b) stay whole. `flag` names the option in messages ("--judge").
 */
export function resolveEndpoint(spec: string, env: NodeJS.ProcessEnv, flag?: string): Endpoint {
  const name = flag ? `${flag} ${spec}` : spec;
  const colon = spec.indexOf(":");
  const provider = (colon < 0 ? spec : spec.slice(0, colon)) as Provider;
  const model = colon < 0 ? "" : spec.slice(colon + 1).trim();
  if (!PROVIDERS.includes(provider)) throw new InputError(`${name}: unknown model provider "${provider}" (use openai:MODEL, anthropic:MODEL or ollama:MODEL)`);
  if (model === "") throw new InputError(`${name}: no model named (use ${provider}:MODEL)`);
  const setup = SETUP[provider];
  const given = env[setup.baseVariable]?.trim() || undefined;
  let base: URL;
  try {
    base = new URL(withScheme(provider, given ?? setup.defaultBase));
  } catch {
    throw new InputError(`${name}: ${setup.baseVariable} is not a URL ("${given}")`);
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") throw new InputError(`${name}: ${setup.baseVariable} must be an http or https URL ("${given}")`);
  const key = setup.keyVariable ? env[setup.keyVariable]?.trim() || undefined : undefined;
  if (setup.keyVariable && !key && base.hostname === setup.officialHost) throw new InputError(`${name}: ${setup.keyVariable} is not set`);
  return {
    id: spec,
    provider,
    model,
    url: `${base.href.replace(/\/+$/, "")}${setup.path}`,
    headers: { "content-type": "application/json", ...setup.headers(key) },
    ...(setup.keyVariable ? { keyVariable: setup.keyVariable } : {}),
    name,
  };
}
