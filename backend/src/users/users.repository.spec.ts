import type { Repository } from 'typeorm';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** A driver error as TypeORM wraps it: the code sits on `driverError`. */
function conflict(code: string): Error {
  return Object.assign(new Error(code), { driverError: { code } });
}

function repositoryFailingWith(error: Error): { users: UsersRepository; attempts: () => number } {
  let attempts = 0;
  const table = {
    update: async () => {
      attempts += 1;
      throw error;
    },
  } as unknown as Repository<User>;
  return { users: new UsersRepository(table), attempts: () => attempts };
}

describe('UsersRepository.touchLastLogin', () => {
  it('gives up on the date, not on the sign-in, when every try loses a deadlock', async () => {
    const { users, attempts } = repositoryFailingWith(conflict('ER_LOCK_DEADLOCK'));
    await expect(users.touchLastLogin(1, new Date())).resolves.toBeUndefined();
    expect(attempts()).toBeGreaterThan(4);
  });

  it('lets any other failure through', async () => {
    const { users, attempts } = repositoryFailingWith(conflict('ER_NO_SUCH_TABLE'));
    await expect(users.touchLastLogin(1, new Date())).rejects.toThrow('ER_NO_SUCH_TABLE');
    expect(attempts()).toBe(1);
  });
});
