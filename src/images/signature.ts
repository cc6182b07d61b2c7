/**
 * The signature in a picture's address (`/img/<width>/<key>?s=<signature>`): an HMAC-SHA256 of
 * the canonical file key under the secret IMAGE_SIGNING_KEY, cut to 96 bits. Only keys a page of
 * ours linked carry one, so the route resizes nothing else and is no proxy (decision 050).
 * Synchronous (@noble/hashes), because React renders a page's pictures synchronously; each key's
 * signature is kept in the isolate's memory, so a page signs only the pictures it has not shown
 * before.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { BoundedMap } from '../lib/boundedMap';

/** Bytes of the MAC kept in the address: 96 bits, 16 characters of base64url. */
const SIGNATURE_BYTES = 12;
/** Keys whose signatures one isolate remembers (a few institutes' pictures). */
const REMEMBERED = 20_000;

/** What signs and checks keys under one secret. */
type Signer = {
  sign(key: string): string;
  /** Whether `signature` is `key`'s, compared in constant time. */
  verify(key: string, signature: string | undefined): boolean;
};

const signers = new Map<string, Signer>();

/** The signer of `secret` (one per isolate and secret). */
export function signerOf(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = createSigner(secret);
    signers.set(secret, signer);
  }
  return signer;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function createSigner(secret: string): Signer {
  // Keyed once: each signature clones the keyed state instead of hashing the key again.
  const keyed = hmac.create(sha256, encoder.encode(secret));
  const known = new BoundedMap<string, string>(REMEMBERED);
  const sign = (key: string) => {
    let signature = known.get(key);
    if (signature === undefined) {
      const mac = keyed
        .clone()
        .update(encoder.encode(`img1:${key}`))
        .digest();
      signature = base64url(mac.subarray(0, SIGNATURE_BYTES));
      known.set(key, signature);
    }
    return signature;
  };
  return {
    sign,
    verify(key, signature) {
      const expected = sign(key);
      if (typeof signature !== 'string' || signature.length !== expected.length) return false;
      let differ = 0;
      for (let i = 0; i < expected.length; i++)
        differ |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
      return differ === 0;
    },
  };
}
