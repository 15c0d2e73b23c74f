import type { Profile, ProfileUpdate } from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPasswordProblems } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createUsersRepository, type UserPatch, type UserRow } from './users.repository.ts';

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    business_name: user.businessName,
    date_joined: user.dateJoined.toISOString(),
    settings: {
      sale_vat_pct: user.saleVatPct,
      target_food_cost_pct: user.targetFoodCostPct,
    },
    email_verified: user.emailVerifiedAt !== null,
    weekly_digest: !user.digestOptOut,
    business: {
      legal_name: user.legalName,
      tax_id: user.taxId,
      address: user.address,
      phone: user.phone,
      email: user.businessEmail,
    },
    quote_defaults: {
      validity_days: user.quoteValidityDays,
      deposit_pct: user.quoteDepositPct,
      payment_terms: user.quotePaymentTerms,
    },
    logo_updated_at: user.logoUpdatedAt?.toISOString() ?? null,
    leftovers_notice: user.leftoversNotice,
    leftovers_notice_text: user.leftoversNoticeText,
  };
}

/** The business's fields of a PATCH, as columns (only those sent). */
function businessChanges(patch: ProfileUpdate): UserPatch {
  const fields: [keyof ProfileUpdate, keyof UserPatch][] = [
    ['legal_name', 'legalName'],
    ['tax_id', 'taxId'],
    ['address', 'address'],
    ['phone', 'phone'],
    ['business_email', 'businessEmail'],
    ['quote_validity_days', 'quoteValidityDays'],
    ['quote_deposit_pct', 'quoteDepositPct'],
    ['quote_payment_terms', 'quotePaymentTerms'],
    ['leftovers_notice', 'leftoversNotice'],
    ['leftovers_notice_text', 'leftoversNoticeText'],
  ];
  const changes: Record<string, unknown> = {};
  for (const [field, column] of fields) {
    if (patch[field] !== undefined) changes[column] = patch[field];
  }
  return changes;
}

const USERNAME_TAKEN = 'Ya existe un usuario con este nombre.';
const EMAIL_TAKEN = 'Ya existe un usuario con este correo electrónico.';
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
export const WRONG_OLD_PASSWORD =
  'Su contraseña antigua es incorrecta. Por favor, vuelva a introducirla.';

interface PgError {
  code?: string;
  constraint?: string;
}

/** The violated unique constraint's name, looking through Drizzle's wrapping error. */
function uniqueViolation(error: unknown): string | null {
  const wrapped = error as { cause?: PgError } & PgError;
  const pgError = wrapped.cause ?? wrapped;
  return pgError.code === '23505' ? (pgError.constraint ?? '') : null;
}

export interface NewUserInput {
  username: string;
  password: string;
  email?: string;
  business_name?: string;
}

/** Runs inside the transaction that creates a user (e.g. the free subscription starts there). */
export type UserCreatedHook = (tx: Db, user: UserRow) => Promise<void>;

export interface CreateUserOptions {
  /** Only the demo account (a published password) skips Django-style password validation. */
  checkPasswordPolicy?: boolean;
}

function assertPasswordAcceptable(
  field: string,
  password: string,
  owner: { username: string; email?: string },
): void {
  const problems = findPasswordProblems(password, owner);
  if (problems.length > 0) throw AppError.validation({ [field]: problems });
}

/** Runs in the transaction that changes a user's default sale VAT or target food cost. */
export type CostDefaultsChangedHook = (tx: Db, userId: number) => Promise<void>;

export function createUsersService(
  db: Db,
  onCreated: UserCreatedHook[] = [],
  onCostDefaultsChanged: CostDefaultsChangedHook[] = [],
) {
  const repository = createUsersRepository(db);

  return {
    /** Creates an active user; the `onCreated` hooks run in the same transaction. */
    async createUser(input: NewUserInput, options: CreateUserOptions = {}): Promise<UserRow> {
      const email = input.email ?? '';
      if (options.checkPasswordPolicy ?? true) {
        assertPasswordAcceptable('password', input.password, { username: input.username, email });
      }
      const taken = await repository.usernameOrEmailTaken(input.username, email);
      if (taken.username || taken.email) {
        throw AppError.validation({
          ...(taken.username ? { username: [USERNAME_TAKEN] } : {}),
          ...(taken.email ? { email: [EMAIL_TAKEN] } : {}),
        });
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await createUsersRepository(tx).insert({
            username: input.username,
            email,
            passwordHash,
            businessName: input.business_name ?? '',
          });
          for (const hook of onCreated) await hook(tx, user);
          return user;
        });
      } catch (error) {
        // Two registrations racing for one name: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint !== null) {
          throw constraint === 'users_email_lower_key'
            ? AppError.field('email', EMAIL_TAKEN)
            : AppError.field('username', USERNAME_TAKEN);
        }
        throw error;
      }
    },

    findForLogin(username: string): Promise<UserRow | undefined> {
      return repository.findByUsername(username);
    },

    /**
     * An active account's id, token version and data version (the per-request check: four
     * columns, not the row).
     */
    async getActiveAuthState(
      id: number,
    ): Promise<{ id: number; tokenVersion: number; dataVersion: string } | undefined> {
      const state = await repository.findAuthState(id);
      return state?.isActive ? state : undefined;
    },

    /** Tells the answer cache the account's data changed (decision 025). */
    touchData(id: number): Promise<void> {
      return repository.bumpDataVersion(id);
    },

    async getActiveUser(id: number): Promise<UserRow | undefined> {
      const user = await repository.findById(id);
      return user?.isActive ? user : undefined;
    },

    async recordLogin(id: number): Promise<void> {
      await repository.update(id, { lastLogin: new Date() });
    },

    async getProfile(id: number): Promise<Profile> {
      const user = await repository.findById(id);
      if (!user) throw AppError.notFound();
      return toProfile(user);
    },

    async updateProfile(id: number, patch: ProfileUpdate): Promise<Profile> {
      const current = await repository.findById(id);
      if (!current) throw AppError.notFound();
      if (patch.email !== undefined && patch.email.toLowerCase() !== current.email.toLowerCase()) {
        // Whoever holds a stolen access token must not be able to take the account over.
        if (!patch.current_password) {
          throw AppError.field('current_password', 'Este campo es obligatorio.');
        }
        if (!(await verifyPassword(current.passwordHash, patch.current_password))) {
          throw AppError.field('current_password', WRONG_CURRENT_PASSWORD);
        }
        if (patch.email !== '') {
          const taken = await repository.usernameOrEmailTaken('', patch.email);
          if (taken.email) throw AppError.field('email', EMAIL_TAKEN);
        }
      }
      const changes = {
        ...(patch.business_name !== undefined ? { businessName: patch.business_name } : {}),
        // A new address is unconfirmed until its link is followed (decision 031).
        ...(patch.email !== undefined && patch.email.toLowerCase() !== current.email.toLowerCase()
          ? { email: patch.email, emailVerifiedAt: null }
          : patch.email !== undefined
            ? { email: patch.email }
            : {}),
        ...(patch.weekly_digest !== undefined ? { digestOptOut: !patch.weekly_digest } : {}),
        ...(patch.sale_vat_pct !== undefined ? { saleVatPct: patch.sale_vat_pct } : {}),
        ...(patch.target_food_cost_pct !== undefined
          ? { targetFoodCostPct: patch.target_food_cost_pct }
          : {}),
        ...businessChanges(patch),
      };
      const defaultsChanged =
        patch.sale_vat_pct !== undefined || patch.target_food_cost_pct !== undefined;
      const updated =
        Object.keys(changes).length === 0
          ? await repository.findById(id)
          : defaultsChanged && onCostDefaultsChanged.length > 0
            ? // The recipes' stored figures follow the defaults in the same transaction.
              await db.transaction(async (tx) => {
                const row = await createUsersRepository(tx).update(id, changes);
                for (const hook of onCostDefaultsChanged) await hook(tx, id);
                return row;
              })
            : await repository.update(id, changes);
      if (!updated) throw AppError.notFound();
      return toProfile(updated);
    },

    /** Checks the old password and the new one; stores it. Returns the new token version. */
    async changePassword(id: number, oldPassword: string, newPassword: string): Promise<number> {
      const user = await repository.findById(id);
      if (!user) throw AppError.notFound();
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw AppError.field('old_password', WRONG_OLD_PASSWORD);
      }
      assertPasswordAcceptable('new_password', newPassword, user);
      const version = await repository.bumpTokenVersion(id, await hashPassword(newPassword));
      if (version === undefined) throw AppError.notFound();
      return version;
    },

    /** The active account a password reset names: by e-mail when it has an @, else by username. */
    async findForPasswordReset(identifier: string): Promise<UserRow | undefined> {
      const user = identifier.includes('@')
        ? await repository.findByEmail(identifier)
        : await repository.findByUsername(identifier);
      return user?.isActive ? user : undefined;
    },

    /** Marks `email` confirmed, if it is still the account's address; false otherwise. */
    async markEmailVerified(id: number, email: string, at: Date): Promise<boolean> {
      return repository.markEmailVerified(id, email, at);
    },

    /** Refuses (400 on `new_password`) what registration would refuse for this user. */
    checkNewPassword(user: UserRow, newPassword: string): void {
      assertPasswordAcceptable('new_password', newPassword, user);
    },

    /** Stores a new password without the old one (a reset link); returns the new token version. */
    async setPassword(id: number, newPassword: string): Promise<number> {
      const version = await repository.bumpTokenVersion(id, await hashPassword(newPassword));
      if (version === undefined) throw AppError.notFound();
      return version;
    },

    /** Whether `password` is the user's (re-authentication before deleting the account). */
    async checkPassword(id: number, password: string): Promise<boolean> {
      const user = await repository.findById(id);
      if (!user) throw AppError.notFound();
      return verifyPassword(user.passwordHash, password);
    },

    /** Makes every access token issued so far unusable; returns the new token version. */
    async revokeAccessTokens(id: number): Promise<number> {
      const version = await repository.bumpTokenVersion(id);
      if (version === undefined) throw AppError.notFound();
      return version;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
