// The load benchmark's owners: registered once and signed in on the server under test.

const PASSWORD = 'bench load passphrase';
/** The owners of the big organisation (20,000 students) and of the small one (200). */
export const BIG = 'owner.big@bench.kaksha.test';
export const SMALL = 'owner.small@bench.kaksha.test';

async function post(url: string, body: unknown, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function register(url: string, email: string) {
  const res = await post(`${url}/register`, {
    email,
    mobile: '9876543210',
    whatsapp: '9876543210',
    password: PASSWORD,
    createdBy: email.includes('big') ? 'Big School' : 'Small School',
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
}

export async function signIn(url: string, email: string) {
  const res = await post(`${url}/api/login`, { email, password: PASSWORD });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in ${email}: ${res.status}`);
  return { cookie, suCode: ((await res.json()) as { SUCode: string }).SUCode };
}
