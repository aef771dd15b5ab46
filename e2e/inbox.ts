// The sales inbox of the shared test server, as the contact tests read it back.
import { baseUrl } from './browser';

/** A stored message as GET /api/messages lists it (the fields the tests look at). */
export interface InboxMessage {
  id: string;
  name: string;
  telephone: string;
  message: string;
  locale: string;
  page: string;
  consentVersion: string;
  requestType: string;
  product: string;
  material: string;
  process: string;
  partSize: string;
  /** A service request's serial number ('' for other requests). */
  serialNumber: string;
  /** The country or region the sender chose (ISO 3166-1 alpha-2, '' when none), and its names. */
  country: string;
  countryName: string | null;
  countryNameZh: string | null;
}

/** The newest 500 messages of the test server's inbox, and how many it holds. */
export async function inbox(): Promise<{ total: number; messages: InboxMessage[] }> {
  const response = await fetch(`${baseUrl}/api/messages?limit=500`, {
    headers: { Authorization: `Bearer ${process.env.E2E_INBOX_TOKEN ?? ''}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; messages: InboxMessage[] };
}

/** The newest messages of the test server's inbox as the CSV export sales download. */
export async function inboxCsv(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/messages?limit=500&format=csv`, {
    headers: { Authorization: `Bearer ${process.env.E2E_INBOX_TOKEN ?? ''}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}
