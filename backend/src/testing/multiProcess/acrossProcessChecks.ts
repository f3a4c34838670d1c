// What must hold whichever API process a request reaches: a session made on one works on the other (sessions live in
// PostgreSQL), wrong passwords sent to both are counted together (the sign-in throttle's checks live there too), and a
// document made by the projector's processors is served through the door.
import { NETWORK_RULE } from '../../modules/accounts';
import { HttpClient } from '../httpClient';

export interface AcrossProcessChecks {
  /** GET /api/user on the second process with the cookie the first process set. */
  session: { status: number; sameUser: boolean };
  /** Each wrong password's status and the process it went to, alternating. */
  wrongPasswords: { statuses: number[]; sentTo: string[] };
  invoice: { status: number; contentType: string | null; startsAsPdf: boolean };
}

export async function sessionOnTheOther(signedIn: HttpClient, otherUrl: string, userId: string): Promise<AcrossProcessChecks['session']> {
  const response = await fetch(`${otherUrl}/api/user`, { headers: { Cookie: signedIn.cookieHeader() } });
  const body = response.ok ? ((await response.json()) as { id: string }) : undefined;
  return { status: response.status, sameUser: body?.id === userId };
}

/**
 * One more wrong password than a network may try for an account (NETWORK_RULE: 5 in 15 minutes), sent by browsers that
 * never signed in, to the two processes in turn. Counted per process, neither would refuse the last one.
 */
export async function wrongPasswordsOverBoth(apiUrls: readonly [string, string], email: string): Promise<AcrossProcessChecks['wrongPasswords']> {
  const statuses: number[] = [];
  const sentTo: string[] = [];
  for (let attempt = 0; attempt <= NETWORK_RULE.max; attempt++) {
    const url = apiUrls[attempt % 2] ?? apiUrls[0];
    const response = await new HttpClient(url).post('/api/login', { email, password: 'not the password' });
    statuses.push(response.status);
    sentTo.push(url);
  }
  return { statuses, sentTo };
}

/** The booking's invoice (issued by a processor on the projector), found and downloaded through the door. */
export async function invoicePdf(student: HttpClient, bookingId: string): Promise<AcrossProcessChecks['invoice']> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const documents = await student.get(`/api/bookings/${bookingId}/invoices`).expectStatus(200).json<{ pdfUrl: string }[]>();
    const [invoice] = documents;
    if (invoice) {
      const pdf = await student.get(invoice.pdfUrl);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      return { status: pdf.status, contentType: pdf.headers.get('content-type'), startsAsPdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-' };
    }
    if (Date.now() > deadline) return { status: 404, contentType: null, startsAsPdf: false };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
