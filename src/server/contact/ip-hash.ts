import { createHash } from 'node:crypto';

/** Hex SHA-256 of salt + ip: lets a sender's messages be grouped without storing the address. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256')
    .update(salt + ip)
    .digest('hex');
}
