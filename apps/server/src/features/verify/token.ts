import { randomBytes } from 'node:crypto';

/** A paid report's verification token: 128 random bits, URL-safe (22 characters), carried by its QR code. */
export const newVerifyToken = () => randomBytes(16).toString('base64url');
