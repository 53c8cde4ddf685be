import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// A valid argon2id hash of a random string: verifying against it when the account does not exist keeps
// the answer time the same as for a wrong password, so timing does not reveal which emails exist.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Q1nnVF0Xb5zEo2WK2aIHbqNnHTzSpbnpcoN6qJfE6bQ';

@Injectable()
export class PasswordHasher {
  /** argon2id with the library's defaults (OWASP's recommended minimum: 19 MiB, 2 passes). */
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await verify(passwordHash ?? DUMMY_HASH, password);
      return passwordHash !== null && ok;
    } catch {
      return false;
    }
  }
}
