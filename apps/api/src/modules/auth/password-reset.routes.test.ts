import {
  EMAIL_VERIFICATION_INVALID_LINK,
  EMAIL_VERIFIED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID_LINK,
  PASSWORD_RESET_SENT,
} from '@costeo/domain/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '../../../test/setup-api.ts';
import {
  decodeQuotedPrintable,
  startSmtpStandIn,
  type ReceivedMail,
} from '../../../test/smtp-stand-in.ts';
import {
  createMailQueue,
  createMailSender,
  createSmtpTransport,
  type MailSender,
  type MailTransport,
} from '../mail/mail.service.ts';
import { createServices } from '../../services.ts';
import { PASSWORD_RESET } from './password-reset.service.ts';

const publicUrl = 'https://costeo.example.com';
const api = setupApi({ publicUrl });
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let transport: MailTransport;
let sender: MailSender;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  transport = createSmtpTransport(smtp.url, 'Costeo <no-reply@costeo.test>', { timeoutMs: 5000 });
  // As server.ts wires it: each tick first turns reset requests into links and mails.
  const now = () => api.t.now();
  const resets = createServices(api.t.database.db, { now }).passwordResetMailer(publicUrl);
  sender = createMailSender({
    db: api.t.database.db,
    transport,
    now,
    producers: [() => resets.queuePendingMails()],
  });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

const requestReset = (email: string, ip = '203.0.113.5') =>
  api.app.inject({
    method: 'POST',
    url: '/api/password-reset/',
    payload: { email },
    remoteAddress: ip,
  });

const confirm = (token: string, newPassword: string) =>
  api.as(null).post('password-reset/confirm/', { token, new_password: newPassword });

function resetToken(mail: ReceivedMail): string {
  const text = decodeQuotedPrintable(mail.raw);
  const match = /https:\/\/costeo\.example\.com\/restablecer\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${mail.raw}`);
  return match[1];
}

describe('password reset by mail through a real SMTP server', () => {
  it('the link sets a new password once; old password and sessions stop working', async () => {
    const user = await api.user({ email: 'ana.reset@example.com' });
    await sender.tick(); // the address-verification mail
    const before = smtp.received.length;

    const unknown = await requestReset('nadie@example.com', '203.0.113.1');
    const known = await requestReset('Ana.Reset@example.com', '203.0.113.1');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ detail: PASSWORD_RESET_SENT });
    expect(known.body).toBe(unknown.body);

    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([['ana.reset@example.com']]);
    const mail = mails[0];
    if (!mail) throw new Error('no mail');
    expect(mail.raw).toMatch(/^Subject: .*Restablecer/m);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = resetToken(mail);

    // A password registration would refuse leaves the link usable.
    const weak = await confirm(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ new_password: ['Esta contraseña es demasiado común.'] });

    const done = await confirm(token, 'romero-y-tomillo-77');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: PASSWORD_RESET_DONE });

    const login = (password: string) =>
      api.as(null).post('token/', { username: user.username, password });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('romero-y-tomillo-77')).statusCode).toBe(200);
    expect((await api.as(user).get('profile/my_stats/')).statusCode).toBe(401);
    expect((await api.as(null).post('token/refresh/', { refresh: user.refresh })).statusCode).toBe(
      401,
    );

    const again = await confirm(token, 'otra-clave-de-cocina-88');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [PASSWORD_RESET_INVALID_LINK] });
    expect(await sender.tick()).toEqual({ sent: 0, failed: 0 });
  });

  it('a link older than an hour no longer works; a username finds the account too', async () => {
    const user = await api.user({ email: 'bea.reset@example.com' });
    await sender.tick();
    const before = smtp.received.length;
    expect((await requestReset(user.username, '203.0.113.2')).statusCode).toBe(200);
    await sender.tick();
    const mail = smtp.received[before];
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['bea.reset@example.com']);
    api.t.advanceTime(60 * 60 * 1000 + 1000);
    const late = await confirm(resetToken(mail), 'romero-y-tomillo-77');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ token: [PASSWORD_RESET_INVALID_LINK] });
  });

  it('requests for one address are never refused; 21 from one client address within an hour are', async () => {
    // Issue 30: the 6th request for one address used to be 429, so anyone could spend an
    // account's requests and refuse its owner's; the per-address limit is now on mails (below).
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(
        (await requestReset('carla@example.com', `198.51.100.${index + 1}`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // One client address asking for many addresses is limited (21st within the hour).
    const perIp: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      perIp.push((await requestReset(`x${index}@example.com`, '192.0.2.9')).statusCode);
    }
    expect(perIp.filter((status) => status === 200)).toHaveLength(20);
    const refused = await requestReset('carla@example.com', '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toMatchObject({ code: 'throttled' });
    expect(refused.json().detail).toMatch(/^Demasiadas solicitudes/);
    api.t.advanceTime(61 * 60 * 1000);
    expect((await requestReset('carla@example.com', '192.0.2.9')).statusCode).toBe(200);
  });

  it("a stranger's requests for an address never refuse its owner's, and the owner's newest link works (issue 30)", async () => {
    const owner = await api.user({ email: 'gema.duena@example.com' });
    await sender.tick();
    const before = smtp.received.length;
    const stranger = '198.51.100.66';
    const strangers: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      strangers.push((await requestReset('gema.duena@example.com', stranger)).statusCode);
    }
    expect(strangers).toEqual(Array.from({ length: 10 }, () => 200));

    const own = await requestReset('Gema.Duena@example.com', '203.0.113.77');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ detail: PASSWORD_RESET_SENT });

    // Eleven requests, at most five mails an hour: the later requests mail nothing, and each mail's
    // link retires the one before, so the newest mail in the owner's inbox is the working link.
    expect(await sender.tick()).toEqual({ sent: PASSWORD_RESET.maxMailsPerAccount, failed: 0 });
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to[0])).toEqual(
      Array.from({ length: PASSWORD_RESET.maxMailsPerAccount }, () => 'gema.duena@example.com'),
    );
    const newest = mails.at(-1);
    if (!newest) throw new Error('no mail');
    for (const earlier of mails.slice(0, -1)) {
      expect((await confirm(resetToken(earlier), 'romero-y-tomillo-77')).statusCode).toBe(400);
    }
    expect((await confirm(resetToken(newest), 'romero-y-tomillo-77')).statusCode).toBe(200);
    const login = await api.as(null).post('token/', {
      username: owner.username,
      password: 'romero-y-tomillo-77',
    });
    expect(login.statusCode).toBe(200);

    // The stranger's own client address is still limited: its 21st request within the hour is 429.
    for (let index = 10; index < 20; index += 1) {
      expect((await requestReset(`otra${index}@example.com`, stranger)).statusCode).toBe(200);
    }
    expect((await requestReset('gema.duena@example.com', stranger)).statusCode).toBe(429);
    // …and an hour later the owner can have a new mail.
    api.t.advanceTime(61 * 60 * 1000);
    expect((await requestReset('gema.duena@example.com', '203.0.113.77')).statusCode).toBe(200);
    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
  });
});

describe('the outbox loop', () => {
  it('a server refusing mail for a minute: each mail goes out once it is back', async () => {
    const first = await api.user({ email: 'dani.retry@example.com' });
    const second = await api.user({ email: 'eva.retry@example.com' });
    await sender.tick();
    const before = smtp.received.length;
    smtp.refuse(true);
    expect((await requestReset('dani.retry@example.com', '192.0.2.50')).statusCode).toBe(200);
    expect((await requestReset(second.username, '192.0.2.50')).statusCode).toBe(200);
    expect(await sender.tick()).toEqual({ sent: 0, failed: 2 });
    // Not due again before its backoff.
    expect(await sender.tick()).toEqual({ sent: 0, failed: 0 });
    api.t.advanceTime(31_000);
    expect(await sender.tick()).toEqual({ sent: 0, failed: 2 });
    api.t.advanceTime(30_000);
    smtp.refuse(false);
    // The second wait (60 s) has not passed yet…
    expect(await sender.tick()).toEqual({ sent: 0, failed: 0 });
    api.t.advanceTime(31_000);
    expect(await sender.tick()).toEqual({ sent: 2, failed: 0 });
    expect(await sender.tick()).toEqual({ sent: 0, failed: 0 });
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'dani.retry@example.com',
      'eva.retry@example.com',
    ]);
    expect(first.id).not.toBe(second.id);
  });

  it('a failing producer does not hold back the mails already queued; the tick then reports it', async () => {
    const queue = createMailQueue({ db: api.t.database.db, now: () => api.t.now() });
    const failing = createMailSender({
      db: api.t.database.db,
      transport,
      now: () => api.t.now(),
      producers: [() => Promise.reject(new Error('producer down'))],
    });
    const before = smtp.received.length;
    await queue.enqueue({
      to: 'cola@example.com',
      subject: 'Prueba',
      text: 'Correo',
      kind: 'password_reset',
    });
    await expect(failing.tick()).rejects.toThrow('producer down');
    expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual(['cola@example.com']);
  });

  it('two instances ticking at once send every mail exactly once', async () => {
    const other = createMailSender({ db: api.t.database.db, transport, now: () => api.t.now() });
    const queue = createMailQueue({ db: api.t.database.db, now: () => api.t.now() });
    const before = smtp.received.length;
    for (let index = 0; index < 12; index += 1) {
      await queue.enqueue({
        to: `lote${index}@example.com`,
        subject: `Prueba ${index}`,
        text: `Correo ${index}`,
        kind: 'password_reset',
      });
    }
    const results = await Promise.all([sender.tick(), other.tick(), sender.tick(), other.tick()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    const addresses = smtp.received.slice(before).map((mail) => mail.to[0]);
    expect(addresses).toHaveLength(12);
    expect(new Set(addresses).size).toBe(12);
  });
});

function linkToken(mail: ReceivedMail, page: string): string {
  const text = decodeQuotedPrintable(mail.raw);
  const match = new RegExp(`https://costeo\\.example\\.com/${page}\\?token=([\\w.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail:\n${mail.raw}`);
  return match[1];
}

describe('address verification', () => {
  it('registration mails a link; following it marks the address confirmed; a new address needs its own', async () => {
    await sender.tick();
    const before = smtp.received.length;
    const user = await api.user({ email: 'fran.verifica@example.com' });
    expect((await api.as(user).get('profile/my_stats/')).json().email_verified).toBe(false);
    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.received[before];
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['fran.verifica@example.com']);
    const token = linkToken(mail, 'verificar');

    const tampered = token.replace(/^\d+/, String(user.id + 1));
    const bad = await api.as(null).post('email-verification/confirm/', { token: tampered });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ token: [EMAIL_VERIFICATION_INVALID_LINK] });

    const ok = await api.as(null).post('email-verification/confirm/', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: EMAIL_VERIFIED });
    expect((await api.as(user).get('profile/my_stats/')).json().email_verified).toBe(true);

    // A new address: unconfirmed again, a link to it, and the old link no longer confirms anything.
    const changed = await api.as(user).patch('profile/', {
      email: 'fran.nueva@example.com',
      current_password: user.password,
    });
    expect(changed.json().email_verified).toBe(false);
    expect((await api.as(null).post('email-verification/confirm/', { token })).statusCode).toBe(
      400,
    );
    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.at(-1)?.to).toEqual(['fran.nueva@example.com']);

    const resent = await api.as(user).post('profile/resend_verification/');
    expect(resent.statusCode).toBe(200);
    expect(await sender.tick()).toEqual({ sent: 1, failed: 0 });
    const latest = smtp.received.at(-1);
    if (!latest) throw new Error('no mail');
    const newToken = linkToken(latest, 'verificar');
    expect(
      (await api.as(null).post('email-verification/confirm/', { token: newToken })).statusCode,
    ).toBe(200);
    expect((await api.as(user).get('profile/my_stats/')).json().email_verified).toBe(true);
  });
});
