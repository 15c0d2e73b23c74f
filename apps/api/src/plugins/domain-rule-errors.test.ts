import { DomainRuleError } from '@costeo/domain/rule-error';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { WorkLimitError } from '../workers/pool.ts';
import { errorsPlugin } from './errors.ts';

describe('a refused domain rule is a 400 on its field (issue 7)', () => {
  it('maps DomainRuleError to DRF’s {field: [message]}', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/merma', () => {
      throw new DomainRuleError('waste_pct', 'La merma debe estar entre 0 y 99,99 %.');
    });
    const response = await app.inject({ method: 'GET', url: '/merma' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ waste_pct: ['La merma debe estar entre 0 y 99,99 %.'] });
    await app.close();
  });
});

describe('a worker limit nobody worded is still a Spanish 400 (issue 30)', () => {
  it.each([
    ['timeout', 'El archivo tardó demasiado en procesarse.'],
    ['memory', 'El archivo es demasiado complejo para procesarlo.'],
  ] as const)('maps WorkLimitError(%s) to 400 {detail}', async (reason, detail) => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/archivo', () => {
      throw new WorkLimitError(reason);
    });
    const response = await app.inject({ method: 'GET', url: '/archivo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    await app.close();
  });
});
