import type * as Oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { guardedFetch } from '../../lib/outbound-http.ts';
import * as repo from './repository.ts';
import { signInWithIdentity } from './service.ts';
import type { SessionPolicy } from '../../lib/caller.ts';

/** How long a browser may take at the provider before the flow it began is forgotten. */
export const FLOW_LIFETIME_MS = 10 * 60_000;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** For tests of the ID token checks: what the provider's answers pass through, and this node's clock error. */
export interface OidcTestHooks {
  fetch?: typeof fetch;
  clockSkewSeconds?: number;
}

/** Why a sign-in with the provider ended without a session. */
export type GoogleRefusal =
  /** No Kaksha user may sign in with this account: answered as a wrong password is. */
  | 'denied'
  /** The flow broke (state, code, token checks, the provider away): try again. */
  | 'failed';

/** openid-client, and the provider's configuration as it read it. */
interface Discovered {
  oidc: typeof Oidc;
  config: Oidc.Configuration;
}

/**
 * Login with Google over OpenID Connect: authorization code with PKCE, `state` and `nonce`; the ID
 * token's signature (the issuer's published keys), issuer, audience, expiry and nonce are checked by
 * openid-client. What a flow needs between the two legs lives in the database, so any node finishes
 * it (decision 020).
 */
export class GoogleSignIn {
  private discovered: Promise<Discovered> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: OidcSettings,
    private readonly policy: SessionPolicy,
    private readonly log: FastifyBaseLogger,
    private readonly hooks: OidcTestHooks = {},
  ) {}

  /**
   * openid-client and the provider's configuration, read once per node at its first sign-in with
   * Google (the package is loaded then, not at start: decision 043); a failed read is tried again
   * next time.
   */
  private configuration(): Promise<Discovered> {
    this.discovered ??= import('openid-client')
      .then(async (oidc) => {
        const config = await oidc.discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          {
            client_secret: this.settings.clientSecret,
            ...(this.hooks.clockSkewSeconds !== undefined && {
              [oidc.clockSkew]: this.hooks.clockSkewSeconds,
            }),
          },
          oidc.ClientSecretPost(this.settings.clientSecret),
          {
            // Plain http only for a provider on this machine (config.ts allows no other).
            execute: [
              oidc.enableNonRepudiationChecks,
              ...(new URL(this.settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
            ],
            // Every request through the guard: the issuer is the operator's; the addresses its
            // discovery document names must be public (decision 065).
            [oidc.customFetch]:
              this.hooks.fetch ??
              guardedFetch({ allowPrivate: false, trustedOrigin: new URL(this.settings.issuer).origin }),
          },
        );
        return { oidc, config };
      })
      .catch((err: unknown) => {
        this.discovered = null;
        throw err;
      });
    return this.discovered;
  }

  /** Begins a flow: the provider's sign-in address, and the state the browser keeps for the callback. */
  async start(redirectUri: string): Promise<{ url: string; state: string } | null> {
    let discovered: Discovered;
    try {
      discovered = await this.configuration();
    } catch (err) {
      this.log.warn({ err }, 'Google sign-in: the provider could not be reached');
      return null;
    }
    const { oidc, config } = discovered;
    const state = randomToken();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await repo.insertSignInFlow(this.db, {
      id: sha256(state),
      codeVerifier,
      nonce,
      expiresAt: new Date(Date.now() + FLOW_LIFETIME_MS),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Finishes a flow from the provider's redirect (`callbackUrl`, with its query) and the state the
   * browser kept: a new session, or why there is none.
   */
  async finish(
    callbackUrl: URL,
    browserState: string | undefined,
    ip: string,
  ): Promise<{ token: string } | { refused: GoogleRefusal }> {
    const sentState = callbackUrl.searchParams.get('state');
    // The callback must come back to the browser that began the flow (no one else's code signs it in).
    if (!browserState || !sentState || sha256(browserState) !== sha256(sentState))
      return { refused: 'failed' };
    const flow = await repo.takeSignInFlow(this.db, sha256(browserState));
    if (!flow) return { refused: 'failed' };
    let claims: { iss: string; sub: string; email?: unknown; email_verified?: unknown };
    try {
      const { oidc, config } = await this.configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: browserState,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      claims = idToken;
      // Google puts the email in the ID token; a provider that keeps it for the UserInfo endpoint is
      // asked there, for the same subject.
      if (idToken.email === undefined)
        claims = { ...idToken, ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
    } catch (err) {
      this.log.warn(
        { err: { message: (err as Error).message, code: (err as { code?: string }).code } },
        'Google sign-in refused',
      );
      return { refused: 'failed' };
    }
    if (!claims || claims.email_verified !== true || typeof claims.email !== 'string')
      return { refused: 'denied' };
    const session = await signInWithIdentity(
      this.db,
      { issuer: claims.iss, subject: claims.sub, email: claims.email },
      this.policy,
      ip,
    );
    return session ? { token: session.token } : { refused: 'denied' };
  }
}
