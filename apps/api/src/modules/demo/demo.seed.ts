import type { UsersService } from '../users/users.service.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';

/** Creates the demo account when it does not exist yet; returns whether it did. */
export async function seedDemoAccount(users: UsersService): Promise<boolean> {
  if (await users.findForLogin(DEMO_USERNAME)) return false;
  await users.createUser({
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    email: 'demo@costeo.app',
    business_name: 'Restaurante Demo',
  });
  return true;
}
