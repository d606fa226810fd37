import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';

/**
 * A real OpenID Connect provider (the oidc-provider package) on loopback, for tests of Login with
 * Google. Its sign-in page asks for the account's email, and optionally its subject and whether the
 * email is verified, so a test (or a person in the browser) can be any account. It signs ID tokens
 * with a key made here, which `sign` also uses, so a test can hand the client a token with claims
 * the provider would never issue (another audience, long expired).
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs claims with the provider's own key, as its ID tokens are. */
  sign(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

const page = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main>
<h1>Sign in to the test identity provider</h1>
<form method="post" action="/interaction/${uid}">
  <p><label>Email <input name="email" type="email" required autocomplete="off"></label></p>
  <p><label>Subject (optional) <input name="sub" autocomplete="off"></label></p>
  <p><label><input name="verified" type="checkbox" value="true" checked> Email verified</label></p>
  <p><button type="submit">Continue</button></p>
</form>
</main></body></html>`;

async function formOf(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestProvider(options: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestProvider> {
  const clientId = options.clientId ?? 'kaksha-test';
  const clientSecret = options.clientSecret ?? 'kaksha-test-secret';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, { email: string; email_verified: boolean }>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['kaksha-test-provider-cookies'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  });
  // The provider logs to stderr on errors a test causes on purpose; keep the output readable.
  provider.on('server_error', () => undefined);
  const handle = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec((request.url ?? '').split('?')[0] ?? '')?.[1];
    if (!uid) return void handle(request, response);
    void (async () => {
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return void response.end(page(uid));
      }
      const form = await formOf(request);
      const email = form.get('email') ?? '';
      const sub = form.get('sub') || `sub-${email}`;
      accounts.set(sub, { email, email_verified: form.get('verified') === 'true' });
      const details = await provider.interactionDetails(request, response);
      const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err: unknown) => {
      response.statusCode = 500;
      response.end(String(err));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    sign: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
