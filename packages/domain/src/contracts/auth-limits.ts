// The account limits of the auth contract, without zod: a page that only shows them (the
// registration form's hint) imports this file and stays free of the schema library.

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
