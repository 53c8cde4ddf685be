/** ValidateLogin: checks a customer's email and password. `userid` is the WHMCS 8 *user* id, not a client id. */
import { newPasswordHashToken, verifyPassword } from '../passwords';
import { type ActionHandler, failure, param, success } from './action-types';

const INVALID = 'Email or Password Invalid';

export const validateLogin: ActionHandler = async (params, { store }) => {
  const email = param(params, 'email');
  // The password is compared untrimmed: spaces may be part of it.
  const password = params.get('password2') ?? '';
  if (email === '' || password === '') return failure(INVALID);
  const user = store.findUserByEmail(email);
  if (!user || !(await verifyPassword(password, user.passwordHash))) return failure(INVALID);
  // The docs example types userid as a string; a 2FA login gets no session token.
  return user.twoFactorEnabled
    ? success({ userid: String(user.id), twoFactorEnabled: true })
    : success({ userid: String(user.id), passwordhash: newPasswordHashToken(), twoFactorEnabled: false });
};
