import { hash, verify } from "@node-rs/argon2";

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
};

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm 2 is argon2id.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createPasswordHasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
