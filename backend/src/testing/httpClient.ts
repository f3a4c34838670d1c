// fetch with a cookie jar, so a test walks through the API as one browser would.
import { Agent } from 'undici';

export interface HttpClientOptions {
  /**
   * The loopback address to connect from (127.0.0.2, 127.0.0.3, …), so a test can be several clients without trusting
   * proxy headers. undici 6 takes it on the Agent itself: `connect.localAddress` is overridden there.
   */
  localAddress?: string;
}

const agents = new Map<string, Agent>();
function agentFrom(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

export class HttpClient {
  private cookies = new Map<string, string>();
  private readonly dispatcher: Agent | undefined;

  constructor(
    readonly baseUrl: string,
    options: HttpClientOptions = {},
  ) {
    this.dispatcher = options.localAddress ? agentFrom(options.localAddress) : undefined;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PUT', path, body, headers);
  }
  patch(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PATCH', path, body, headers);
  }
  delete(path: string, headers: Record<string, string> = {}) {
    return this.request('DELETE', path, undefined, headers);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sends a raw body (e.g. malformed JSON) as-is. */
  raw(method: string, path: string, body: string, headers: Record<string, string> = {}) {
    return this.request(method, path, body, headers, true);
  }

  private request(method: string, path: string, body: unknown, headers: Record<string, string>, raw = false): PendingResponse {
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: raw ? (body as string) : JSON.stringify(body) } : {}),
      ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
    };
    const response = fetch(this.baseUrl + path, init).then((res) => {
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      return res;
    });
    return new PendingResponse(response);
  }
}

export class PendingResponse implements PromiseLike<Response> {
  constructor(private readonly response: Promise<Response>) {}

  // biome-ignore lint/suspicious/noThenProperty: a PendingResponse is awaited like the fetch it wraps and adds .json(), .status(); being thenable is its point
  then<A = Response, B = never>(ok?: ((value: Response) => A | PromiseLike<A>) | null, fail?: ((reason: unknown) => B | PromiseLike<B>) | null) {
    return this.response.then(ok, fail);
  }

  /** Throws with the body when the status differs, so a failing test says why. */
  expectStatus(status: number): PendingResponse {
    return new PendingResponse(
      this.response.then(async (res) => {
        if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${await res.clone().text()}`);
        return res;
      }),
    );
  }

  async json<T = unknown>(): Promise<T> {
    return (await this.response).json() as Promise<T>;
  }
}
